import { toApiError, useSession } from '@beacon/shared';
import type { InstalledIntegration } from '@beacon/shared/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Flex, Result, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useListNetworkIntegrationsQuery } from './api.ts';
import { formValuesOf, isConfigurableType } from './integrationForm.ts';
import { integrationTypeLabel } from './integrationText.ts';
import { IntegrationForm } from './IntegrationForm.tsx';
import { useIntegrationPaths } from './useIntegrationPaths.ts';
import { useSaveIntegration } from './useSaveIntegration.ts';

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
  const navigate = useNavigate();
  const paths = useIntegrationPaths(networkId);
  const { accountId } = useSession();
  const { data, error, isFetching, refetch } = useListNetworkIntegrationsQuery(
    accountId ? { accountId, networkId } : skipToken,
  );
  const back = (
    <Button key="back" onClick={() => void navigate(paths.tab)}>
      {t('integrations.page.back', 'Back to integrations')}
    </Button>
  );

  if (error && !data) {
    return (
      <Result
        status="error"
        title={t('integrations.load.failed', 'The integrations could not be loaded')}
        subTitle={toApiError(error).message}
        extra={[
          <Button key="retry" type="primary" loading={isFetching} onClick={() => void refetch()}>
            {t('integrations.load.retry', 'Retry')}
          </Button>,
          back,
        ]}
      />
    );
  }
  if (!data) {
    return (
      <div role="status" aria-label={t('integrations.loading', 'Loading integrations')}>
        <Skeleton active />
      </div>
    );
  }
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
  const { save, saving, back } = useSaveIntegration(networkId, type, integration.config_id);
  const initialValues = useMemo(() => formValuesOf(integration), [integration]);
  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('integrations.edit-page.title', 'Configure {{name}}', { name: integration.name })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('integrations.edit-page.type', '{{type}} integration {{id}}', {
            type: integrationTypeLabel(t, integration.integration_type),
            id: integration.config_id,
          })}
        </Typography.Text>
      </div>
      <IntegrationForm
        type={type}
        mode="update"
        initialValues={initialValues}
        secretSet={integration.secret_set}
        saving={saving}
        onSubmit={(values) => void save(values)}
        onCancel={back}
      />
    </Flex>
  );
}

export default IntegrationEditPage;
