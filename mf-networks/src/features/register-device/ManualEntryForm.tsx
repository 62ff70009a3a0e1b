import { DEVICE_ID_RULE, toApiError, useRegisterDeviceMutation } from '@beacon/shared';
import type { Network } from '@beacon/shared/contract';
import { contractRules, useErrorToast } from '@beacon/shared/ui';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { InputRef } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@beacon/shared/router';
import { useLazyFindAccountDeviceQuery } from './api.ts';
import { devicePath, normaliseDeviceId } from './model.ts';

export interface ManualEntryFormProps {
  accountId: string;
  network: Network;
  /** Focuses the Device ID field (when the card is opened on Manual Entry by `?register=1`). */
  focused?: boolean;
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
export function ManualEntryForm({ accountId, network, focused = false }: ManualEntryFormProps) {
  const { t } = useTranslation('networks');
  const { notification } = App.useApp();
  const toastError = useErrorToast();
  const navigate = useNavigate();
  const [form] = Form.useForm<ManualEntryValues>();
  const [findDevice, { isFetching: checking }] = useLazyFindAccountDeviceQuery();
  const [registerDevice, { isLoading: registering }] = useRegisterDeviceMutation();
  const required = t('register-device.manual.required', 'Valid Device ID required');
  const input = useRef<InputRef>(null);
  useEffect(() => {
    if (focused) input.current?.focus();
  }, [focused]);

  const fail = (cause: unknown) => {
    const error = toastError(cause, (detail) =>
      t('register-device.manual.error', 'Error while adding device {{detail}}', { detail }),
    );
    if (error.status === 400) form.setFields([{ name: 'deviceId', errors: [error.message] }]);
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
    if (!existing.error || toApiError(existing.error).status !== 404) return fail(existing.error);
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
        rules={contractRules(DEVICE_ID_RULE, required)}
      >
        <Input ref={input} autoComplete="off" spellCheck={false} placeholder="00000000-0000-8000-8200-a1b2c3d4e5f6" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={checking || registering}>
        {t('register-device.manual.submit', 'Register Device')}
      </Button>
    </Form>
  );
}
