import { toApiError, useSession } from '@beacon/shared';
import { LoadFailureResult } from '@beacon/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '../../components/LoadingSkeleton.tsx';
import { LongUrl } from '../../components/LongUrl.tsx';
import { useListWebhookIntegrationsQuery } from './api.ts';
import { BackToTab } from './BackToTab.tsx';
import { DeliveriesNotFound, DeliveriesView } from './DeliveriesView.tsx';

export interface IntegrationDeliveriesPageProps {
  networkId: string;
  /** From the URL `/networks/{networkId}/integrations/{config_id}/deliveries`. */
  configId: string;
}

/**
 * A webhook integration's deliveries view (issue 28): its name and destination, then the delivery
 * attempts of its routes. An integration that is gone, or is no webhook (only webhooks have routes),
 * shows that, with the way back.
 */
export function IntegrationDeliveriesPage({ networkId, configId }: IntegrationDeliveriesPageProps) {
  const { t } = useTranslation('networks');
  const { accountId } = useSession();
  const query = useListWebhookIntegrationsQuery(accountId ? { accountId, networkId } : skipToken);
  const { data, error } = query;

  if (error && !data) {
    return (
      <LoadFailureResult
        title={t('deliveries.integration.load-failed', 'The integration could not be loaded')}
        error={toApiError(error)}
        retryLabel={t('deliveries.integration.retry', 'Retry')}
        query={query}
        extra={<BackToTab networkId={networkId} tab="integrations" />}
      />
    );
  }
  if (!data) return <LoadingSkeleton label={t('deliveries.integration.loading', 'Loading the integration')} />;
  const integration = data.find((i) => i.config_id === configId);
  if (!integration) {
    return (
      <DeliveriesNotFound
        networkId={networkId}
        tab="integrations"
        title={t('deliveries.integration.not-found', 'Webhook integration not found')}
        hint={t(
          'deliveries.integration.not-found-hint',
          'This network has no webhook integration with this ID: it was removed, or it sends no webhooks.',
        )}
      />
    );
  }
  const title = t('deliveries.integration.title', 'Deliveries of {{name}}', { name: integration.name });
  return (
    <DeliveriesView
      networkId={networkId}
      tab="integrations"
      title={title}
      label={title}
      about={[
        {
          key: 'destination',
          label: t('deliveries.integration.destination', 'Destination'),
          children: <LongUrl url={integration.destination} />,
        },
      ]}
      scope={{ integrationConfigId: configId }}
    />
  );
}
