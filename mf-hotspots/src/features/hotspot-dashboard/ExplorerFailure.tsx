import { hasServerMessage, toApiError } from '@beacon/shared';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

export interface ExplorerFailureProps {
  /** What failed to load, e.g. "The status reports could not be loaded". */
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A part of the dashboard that failed to load: the server's message (or the spec's fallback) and Retry. */
export function ExplorerFailure({ title, error, retrying, onRetry }: ExplorerFailureProps) {
  const { t } = useTranslation('hotspots');
  const apiError = toApiError(error);
  const message =
    hasServerMessage(apiError) && apiError.message.trim() !== ''
      ? apiError.message
      : t('dashboard.error.unexpected', 'An unexpected error occurred');
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={message}
      action={
        <Button size="small" loading={retrying} onClick={onRetry}>
          {t('dashboard.error.retry', 'Retry')}
        </Button>
      }
    />
  );
}
