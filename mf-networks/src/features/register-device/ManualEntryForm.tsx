import { NOTIFICATION_SECONDS } from '@beacon/shared';
import type { Network } from '@beacon/shared/contract';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { asApiError, needsErrorToast, useLazyFindAccountDeviceQuery, useRegisterDeviceMutation } from './api.ts';
import { devicePath, normaliseDeviceId } from './model.ts';

export interface ManualEntryFormProps {
  accountId: string;
  network: Network;
}

interface ManualEntryValues {
  deviceId: string;
}

/**
 * Manual Entry (customer-console.md §4, §5): a device ID (required, lowercased before sending). A
 * device already in the account toasts "This device is already registered to your account" and
 * opens; otherwise it is created in this network ("Device registered successfully") and opens.
 * A failure toasts "Error while adding device {detail}" and keeps what was typed.
 */
export function ManualEntryForm({ accountId, network }: ManualEntryFormProps) {
  const { t } = useTranslation('networks');
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ManualEntryValues>();
  const [findDevice, { isFetching: checking }] = useLazyFindAccountDeviceQuery();
  const [registerDevice, { isLoading: registering }] = useRegisterDeviceMutation();
  const required = t('register-device.manual.required', 'Valid Device ID required');

  const fail = (cause: unknown) => {
    const error = asApiError(cause);
    if (error.status === 400) form.setFields([{ name: 'deviceId', errors: [error.message] }]);
    if (!needsErrorToast(error)) return;
    notification.error({
      title: t('register-device.manual.error', 'Error while adding device {{detail}}', { detail: error.message }),
      duration: NOTIFICATION_SECONDS,
    });
  };

  const submit = async ({ deviceId: typed }: ManualEntryValues) => {
    const deviceId = normaliseDeviceId(typed);
    const existing = await findDevice({ accountId, deviceId }, false);
    if (existing.isSuccess) {
      notification.success({
        title: t('register-device.manual.already', 'This device is already registered to your account'),
      });
      void navigate(devicePath(deviceId, accountId));
      return;
    }
    if (!existing.error || asApiError(existing.error).status !== 404) return fail(existing.error);
    try {
      await registerDevice({ accountId, body: { device_id: deviceId, network_id: network.network_id } }).unwrap();
    } catch (cause) {
      return fail(cause);
    }
    notification.success({ title: t('register-device.manual.success', 'Device registered successfully') });
    void navigate(devicePath(deviceId, accountId));
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
      <Form.Item
        name="deviceId"
        label={t('register-device.manual.label', 'Device ID')}
        rules={[
          {
            validator: (_rule, value: unknown) =>
              typeof value === 'string' && normaliseDeviceId(value) !== ''
                ? Promise.resolve()
                : Promise.reject(new Error(required)),
          },
        ]}
      >
        <Input autoComplete="off" spellCheck={false} placeholder="00000000-0000-8000-8200-a1b2c3d4e5f6" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={checking || registering}>
        {t('register-device.manual.submit', 'Register Device')}
      </Button>
    </Form>
  );
}
