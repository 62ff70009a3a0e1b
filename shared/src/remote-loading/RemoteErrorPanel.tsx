import { useTranslation } from 'react-i18next';
import '../styles/console.css';
import { isLoadFailure, scriptName, type RemoteLoadError } from './RemoteLoadError.ts';

export interface RemoteErrorPanelProps {
  error: RemoteLoadError;
  onRetry: () => void;
}

/**
 * What a person sees when part of the console failed to load: which part, which script, why.
 * Plain markup on purpose: it must render even when a shared library (antd, say) failed to load.
 */
export function RemoteErrorPanel({ error, onRetry }: RemoteErrorPanelProps) {
  const { t } = useTranslation('common');
  const retryable = isLoadFailure(error);
  const rows: [string, string][] = [
    [t('remote-error.remote', 'Remote'), error.remote],
    [t('remote-error.lifecycle', 'Failed step'), error.lifecycle],
    [t('remote-error.cause', 'Cause'), error.causeName],
    [t('remote-error.script', 'Script'), scriptName(error.script) ?? t('remote-error.unknown-script', 'unknown')],
    [t('remote-error.message', 'Details'), error.message],
  ];
  return (
    <div role="alert" className="beacon-panel" data-remote-error={error.remote}>
      <h2>
        {retryable
          ? t('remote-error.load-title', '{{remote}} could not be loaded', { remote: error.remote })
          : t('remote-error.render-title', '{{remote}} failed while rendering', { remote: error.remote })}
      </h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {retryable && (
        <button type="button" className="beacon-button" onClick={onRetry}>
          {t('remote-error.retry', 'Retry')}
        </button>
      )}
    </div>
  );
}
