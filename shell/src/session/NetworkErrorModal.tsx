import { NOTIFICATION_SECONDS } from '@beacon/shared';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface NetworkErrorModalProps {
  message: string;
}

/** Account loading failed: the spec's toast and the blocking "network error" modal; Retry reloads. */
export function NetworkErrorModal({ message }: NetworkErrorModalProps) {
  const { t } = useTranslation('shell');
  const { notification } = App.useApp();
  useEffect(() => {
    notification.error({
      message: t('session.account-error', 'Error getting account data: {{message}}', { message }),
      duration: NOTIFICATION_SECONDS,
    });
  }, [message, notification, t]);
  return (
    <Modal
      open
      closable={false}
      maskClosable={false}
      keyboard={false}
      title={t('session.network-error', 'network error')}
      footer={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('session.retry', 'Retry')}
        </Button>
      }
    >
      {t('session.network-error-text', 'The console could not load your accounts. Check your connection and retry.')}
    </Modal>
  );
}
