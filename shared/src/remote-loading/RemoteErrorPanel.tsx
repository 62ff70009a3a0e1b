import { Alert, Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { scriptName, type RemoteLoadError } from './RemoteLoadError.ts';

export interface RemoteErrorPanelProps {
  error: RemoteLoadError;
  onRetry: () => void;
}

/** What a person sees when part of the console failed to load: which part, which script, why. */
export function RemoteErrorPanel({ error, onRetry }: RemoteErrorPanelProps) {
  const { t } = useTranslation('common');
  const retryable = error.lifecycle !== 'module';
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-remote-error={error.remote}
      title={
        retryable
          ? t('remote-error.load-title', '{{remote}} could not be loaded', { remote: error.remote })
          : t('remote-error.render-title', '{{remote}} failed while rendering', { remote: error.remote })
      }
      description={
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'remote', label: t('remote-error.remote', 'Remote'), children: error.remote },
            { key: 'lifecycle', label: t('remote-error.lifecycle', 'Failed step'), children: error.lifecycle },
            { key: 'cause', label: t('remote-error.cause', 'Cause'), children: error.causeName },
            {
              key: 'script',
              label: t('remote-error.script', 'Script'),
              children: scriptName(error.script) ?? t('remote-error.unknown-script', 'unknown'),
            },
            { key: 'message', label: t('remote-error.message', 'Details'), children: error.message },
          ]}
        />
      }
      action={
        retryable ? (
          <Button type="primary" onClick={onRetry}>
            {t('remote-error.retry', 'Retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
