import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

export interface LoadFailureProps {
  /** What failed to load, e.g. "The members could not be loaded". */
  title: string;
  /** Why: the server's message or a fallback, shown under the title. */
  message?: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A table's or a panel's error state, in its place: what failed, the message and Retry. */
export function LoadFailure({ title, message, retrying, onRetry }: LoadFailureProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={message}
      action={
        <Button size="small" loading={retrying} onClick={onRetry}>
          {t('load-failure.retry', 'Retry')}
        </Button>
      }
    />
  );
}
