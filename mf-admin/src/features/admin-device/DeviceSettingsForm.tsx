import { AP_LOCK_RULE } from '@beacon/shared';
import { contractRules } from '@beacon/shared/ui';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminDevice } from '@beacon/shared/contract';

/** The editable settings of an admin device (admin-and-hotspots.md §3). */
export interface DeviceSettings {
  suspended: boolean;
  ap_lock: string;
  internal: boolean;
  request_connection: boolean;
}

/** The AP lock field takes the room the switches leave (a whole line on a phone). */
const AP_LOCK_STYLE = { flex: '1 1 260px', minWidth: 0 } as const;

export function settingsOf(device: AdminDevice): DeviceSettings {
  return {
    suspended: device.suspended,
    ap_lock: device.ap_lock,
    internal: device.internal,
    request_connection: device.request_connection,
  };
}

export interface DeviceSettingsFormProps {
  form: FormInstance<DeviceSettings>;
  device: AdminDevice;
  updating: boolean;
  /** Update (after the page's confirmation). */
  onUpdate: (settings: DeviceSettings) => void;
}

/**
 * suspended, ap_lock, internal and request_connection with Update. The form starts from the device;
 * the page puts the server's values back after an update or a refresh, never after a refusal, so what
 * was typed stays when the server refuses it.
 */
export function DeviceSettingsForm({ form, device, updating, onUpdate }: DeviceSettingsFormProps) {
  const { t } = useTranslation('admin');
  const switches = [
    { name: 'suspended', label: t('device.settings.suspended', 'Suspended') },
    { name: 'internal', label: t('device.settings.internal', 'Internal') },
    { name: 'request_connection', label: t('device.settings.request-connection', 'Request connection') },
  ] as const;
  return (
    <Card size="small" title={t('device.settings.title', 'Settings')}>
      <Form<DeviceSettings>
        form={form}
        layout="vertical"
        initialValues={settingsOf(device)}
        onFinish={onUpdate}
        aria-label={t('device.settings.title', 'Settings')}
      >
        <Flex wrap gap="large">
          {switches.map(({ name, label }) => (
            <Form.Item key={name} name={name} label={label} valuePropName="checked">
              <Switch />
            </Form.Item>
          ))}
          <Form.Item
            name="ap_lock"
            style={AP_LOCK_STYLE}
            label={t('device.settings.ap-lock', 'AP lock')}
            extra={t('device.settings.ap-lock-hint', 'Empty: the device may connect through any access point.')}
            rules={contractRules(AP_LOCK_RULE, {
              'too-long': t('device.settings.ap-lock-too-long', 'At most {{max, number}} characters', {
                max: AP_LOCK_RULE.maxLength.value,
              }),
            })}
          >
            <Input allowClear />
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit" loading={updating}>
          {t('device.settings.update', 'Update')}
        </Button>
      </Form>
    </Card>
  );
}
