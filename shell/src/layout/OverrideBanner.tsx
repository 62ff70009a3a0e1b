import { useTranslation } from 'react-i18next';
import { clearOverrides } from '../registry/registry.ts';
import { useRegistry } from '../registry/RegistryContext.ts';

/** Visible whenever a developer override points a remote at another manifest. */
export function OverrideBanner() {
  const { t } = useTranslation('shell');
  const { overrides, rejected } = useRegistry();
  const entries = Object.entries(overrides);
  if (entries.length === 0 && rejected.length === 0) return null;
  const clear = () => {
    clearOverrides(window.localStorage);
    const url = new URL(window.location.href);
    [...url.searchParams.keys()].filter((k) => k.startsWith('remote.')).forEach((k) => url.searchParams.delete(k));
    window.location.assign(url.href);
  };
  return (
    <div className="shell-banner" role="status">
      <span>
        {entries.length > 0
          ? t('overrides.active', 'Remote overrides active: {{list}}', {
              list: entries.map(([name, url]) => `${name} → ${url}`).join(', '),
            })
          : t('overrides.rejected', 'Ignored remote overrides: {{list}}', { list: rejected.join('; ') })}
      </span>
      <button type="button" className="beacon-button beacon-button-secondary" onClick={clear}>
        {t('overrides.clear', 'Clear overrides')}
      </button>
    </div>
  );
}
