import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { DeviceMessageForm } from './DeviceMessageForm.tsx';
import { SpottedEventForm } from './SpottedEventForm.tsx';

export interface TestEventModalProps {
  accountId: string;
  deviceId: string;
  open: boolean;
  onClose: () => void;
  /** For the spotted event's city picks; `Math.random` unless a test passes its own. */
  random?: () => number;
}

/**
 * Send test event (customer-console.md §4): a Device Message or a Spotted Event, each sent from its
 * tab, which then shows the resulting event type or the failure. Each opening starts afresh; while it
 * is open, switching tabs keeps what was typed in both.
 */
export function TestEventModal({ accountId, deviceId, open, onClose, random }: TestEventModalProps) {
  const { t } = useTranslation('devices');
  return (
    <Modal
      open={open}
      title={t('device.test-event.title', 'Send test event')}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('device.test-event.close', 'Close')}</Button>}
    >
      <Tabs
        defaultActiveKey="message"
        items={[
          {
            key: 'message',
            label: t('device.test-event.tabs.message', 'Device Message'),
            children: <DeviceMessageForm accountId={accountId} deviceId={deviceId} />,
          },
          {
            key: 'spotted',
            label: t('device.test-event.tabs.spotted', 'Spotted Event'),
            children: <SpottedEventForm accountId={accountId} deviceId={deviceId} random={random} />,
          },
        ]}
      />
    </Modal>
  );
}
