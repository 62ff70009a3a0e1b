import { LoadFailureResult, type RetryableQuery } from '@beacon/shared/ui';
import { toApiError } from '@beacon/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface IntegrationsLoadFailureProps {
  /** The installed integrations' query, which failed. */
  query: RetryableQuery & { error: unknown };
  /** An action beside Retry. */
  extra?: ReactNode;
}

/** The installed integrations could not be loaded (the tab and the edit page): why, and Retry. */
export function IntegrationsLoadFailure({ query, extra }: IntegrationsLoadFailureProps) {
  const { t } = useTranslation('networks');
  return (
    <LoadFailureResult
      title={t('integrations.load.failed', 'The integrations could not be loaded')}
      error={toApiError(query.error)}
      retryLabel={t('integrations.load.retry', 'Retry')}
      query={query}
      extra={extra}
    />
  );
}
