import { useTranslation } from 'react-i18next';
import { originOf } from '../registry/overridePolicy.ts';
import type { RejectedOverride } from '../registry/registry.ts';

/** One sentence per refused override: the remote, the URL and why. */
export function useDescribeRejected(): (rejected: RejectedOverride) => string {
  const { t } = useTranslation('shell');
  return ({ remote, url, reason }) => {
    const values = { remote, url, origin: originOf(url) };
    switch (reason) {
      case 'unknown-remote':
        return t('overrides.reason.unknown-remote', '{{remote}}: not a remote of this console', values);
      case 'not-http':
        return t('overrides.reason.not-http', '{{remote}}: only http and https manifest URLs are allowed', values);
      case 'origin-not-allowed':
        return t(
          'overrides.reason.origin-not-allowed',
          '{{remote}} → {{url}}: refused, {{origin}} is not an origin this console allows overrides from (remoteOverrides.allowedOrigins); nothing was loaded from it',
          values,
        );
      case 'no-longer-allowed':
        return t(
          'overrides.reason.no-longer-allowed',
          '{{remote}} → {{url}}: removed, {{origin}} is no longer an origin this console allows overrides from',
          values,
        );
    }
  };
}

export interface RejectedOverrideListProps {
  rejected: readonly RejectedOverride[];
}

/** The refused overrides as a list under a heading (the confirmation screen). */
export function RejectedOverrideList({ rejected }: RejectedOverrideListProps) {
  const { t } = useTranslation('shell');
  const describe = useDescribeRejected();
  if (rejected.length === 0) return null;
  return (
    <div className="shell-notice" role="status">
      <p>{t('overrides.rejected-heading', 'Ignored remote overrides:')}</p>
      <ul>
        {rejected.map((r) => (
          <li key={`${r.remote} ${r.url} ${r.reason}`}>{describe(r)}</li>
        ))}
      </ul>
    </div>
  );
}
