import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

export interface LoadFailureProps {
  title: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A table's error state: what failed, the server's message and Retry. */
export function LoadFailure({ title, message, retrying, onRetry }: LoadFailureProps) {
  const { t } = useTranslation('account');
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={message}
      action={
        <Button size="small" loading={retrying} onClick={onRetry}>
          {t('account-page.retry', 'Retry')}
        </Button>
      }
    />
  );
}
