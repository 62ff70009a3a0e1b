import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import type { Device } from '@beacon/shared/contract';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDeviceButton } from './DeleteDeviceButton.tsx';
import { TestEventModal } from './TestEventModal.tsx';

export interface DeviceActionsProps {
  accountId: string;
  device: Pick<Device, 'device_id' | 'network_id'>;
}

/**
 * The device page's header actions (customer-console.md §2): Send test event, which any member may
 * use, and Delete device, for levels 20 and below.
 */
export function DeviceActions({ accountId, device }: DeviceActionsProps) {
  const { t } = useTranslation('devices');
  const [testing, setTesting] = useState(false);
  return (
    <Flex gap="small" wrap>
      <Button icon={<SendOutlined />} onClick={() => setTesting(true)}>
        {t('device.test-event.button', 'Send test event')}
      </Button>
      <DeleteDeviceButton accountId={accountId} device={device} />
      <TestEventModal
        accountId={accountId}
        deviceId={device.device_id}
        open={testing}
        onClose={() => setTesting(false)}
      />
    </Flex>
  );
}
