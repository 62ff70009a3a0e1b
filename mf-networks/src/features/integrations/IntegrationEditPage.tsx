import { useSession } from '@beacon/shared';
import type { InstalledIntegration } from '@beacon/shared/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import Result from 'antd/es/result';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '../../components/LoadingSkeleton.tsx';
import { BackToIntegrations } from './BackToIntegrations.tsx';
import { IntegrationsLoadFailure } from './IntegrationsLoadFailure.tsx';
import { useListNetworkIntegrationsQuery } from './api.ts';
import { formValuesOf, isConfigurableType } from './integrationForm.ts';
import { integrationTypeLabel } from './integrationText.ts';
import { IntegrationForm } from './IntegrationForm.tsx';

export interface IntegrationEditPageProps {
  networkId: string;
  /** From the URL `/networks/{networkId}/integrations/edit/{config_id}`. */
  configId: string;
}

/**
 * The edit page (customer-console.md §2 "integration edit"): the stored config, secrets never shown
 * (write-only: an empty secret keeps the stored one). The built-in integration cannot be configured.
 */
export function IntegrationEditPage({ networkId, configId }: IntegrationEditPageProps) {
  const { t } = useTranslation('networks');
  const { accountId } = useSession();
  const { data, error, isFetching, refetch } = useListNetworkIntegrationsQuery(
    accountId ? { accountId, networkId } : skipToken,
  );
  const back = <BackToIntegrations networkId={networkId} />;

  if (error && !data) return <IntegrationsLoadFailure query={{ error, isFetching, refetch }} extra={back} />;
  if (!data) return <LoadingSkeleton label={t('integrations.loading', 'Loading integrations')} />;
  const integration = data.find((i) => i.config_id === configId);
  if (!integration) {
    return <Result status="404" title={t('integrations.edit-page.not-found', 'Integration not found')} extra={back} />;
  }
  if (!integration.configurable || !isConfigurableType(integration.integration_type)) {
    return (
      <Result
        status="info"
        title={t('integrations.edit-page.built-in', 'The built-in integration {{name}} cannot be configured', {
          name: integration.name,
        })}
        extra={back}
      />
    );
  }
  return <EditForm key={integration.config_id} networkId={networkId} integration={integration} />;
}

function EditForm({ networkId, integration }: { networkId: string; integration: InstalledIntegration }) {
  const { t } = useTranslation('networks');
  const type = isConfigurableType(integration.integration_type) ? integration.integration_type : 'webhook';
  const initialValues = useMemo(() => formValuesOf(integration), [integration]);
  return (
    <IntegrationForm
      networkId={networkId}
      type={type}
      configId={integration.config_id}
      title={t('integrations.edit-page.title', 'Configure {{name}}', { name: integration.name })}
      description={t('integrations.edit-page.type', '{{type}} integration {{id}}', {
        type: integrationTypeLabel(t, integration.integration_type),
        id: integration.config_id,
      })}
      initialValues={initialValues}
      secretSet={integration.secret_set}
    />
  );
}
