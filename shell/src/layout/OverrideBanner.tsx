import { useTranslation } from 'react-i18next';
import { clearOverrides, withoutOverrideParams } from '../registry/registry.ts';
import { useRegistry } from '../registry/RegistryContext.ts';
import { useDescribeRejected } from './RejectedOverrideList.tsx';
import './overrides.css';

/**
 * Visible whenever a confirmed developer override points a remote at another manifest, and when
 * overrides were refused. It renders with the frame, before any overridden remote is requested.
 */
export function OverrideBanner() {
  const { t } = useTranslation('shell');
  const describe = useDescribeRejected();
  const { overrides, rejected } = useRegistry();
  const entries = Object.entries(overrides);
  if (entries.length === 0 && rejected.length === 0) return null;
  const clear = () => {
    clearOverrides(window.localStorage);
    window.location.assign(withoutOverrideParams(window.location.href));
  };
  return (
    <div className="shell-banner" role="status">
      <span className="shell-banner-text">
        {entries.length > 0 && (
          <span>
            {t('overrides.active', 'Remote overrides active: {{list}}', {
              list: entries.map(([name, url]) => `${name} → ${url}`).join(', '),
            })}
          </span>
        )}
        {rejected.length > 0 && (
          <span>
            {t('overrides.rejected', 'Ignored remote overrides: {{list}}', {
              list: rejected.map(describe).join('; '),
            })}
          </span>
        )}
      </span>
      <button type="button" className="beacon-button beacon-button-secondary" onClick={clear}>
        {t('overrides.clear', 'Clear overrides')}
      </button>
    </div>
  );
}
