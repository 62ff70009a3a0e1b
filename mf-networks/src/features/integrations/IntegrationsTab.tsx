import { useSession } from '@beacon/shared';
import type { InstalledIntegration } from '@beacon/shared/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { AddButton, useDestructiveAction } from '@beacon/shared/ui';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@beacon/shared/router';
import { useNetworkDeliveryHealth } from '../../components/deliveryHealthApi.ts';
import { TabSection } from '../../components/TabSection.tsx';
import { useDeliveriesPaths } from '../../components/useDeliveriesPaths.ts';
import { AddIntegrationModal } from './AddIntegrationModal.tsx';
import { IntegrationsLoadFailure } from './IntegrationsLoadFailure.tsx';
import { useListNetworkIntegrationsQuery, useRemoveNetworkIntegrationMutation } from './api.ts';
import { IntegrationTable } from './IntegrationTable.tsx';
import { useIntegrationPaths } from './useIntegrationPaths.ts';

export interface IntegrationsTabProps {
  networkId: string;
}

/**
 * The Integrations tab (customer-console.md §2): installed data integrations and platform service
 * integrations, the Add New Integration modal, Configure (the edit page) and Remove after a
 * confirmation ("Integration removed" / "Error removing integration: …"). The built-in one is listed
 * but cannot be configured or removed. A webhook shows its delivery health, a link to its deliveries.
 */
export function IntegrationsTab({ networkId }: IntegrationsTabProps) {
  const { t } = useTranslation('networks');
  const confirm = useDestructiveAction();
  const navigate = useNavigate();
  const paths = useIntegrationPaths(networkId);
  const { accountId } = useSession();
  const { data, error, isFetching, refetch } = useListNetworkIntegrationsQuery(
    accountId ? { accountId, networkId } : skipToken,
  );
  const health = useNetworkDeliveryHealth(accountId, networkId);
  const deliveries = useDeliveriesPaths(networkId);
  const [removeIntegration] = useRemoveNetworkIntegrationMutation();
  const [adding, setAdding] = useState(false);

  const confirmRemove = (integration: InstalledIntegration) => {
    if (!accountId) return;
    confirm({
      title: t('integrations.remove.title', 'Remove the integration {{name}}?', { name: integration.name }),
      content:
        integration.integration_type === 'webhook'
          ? t('integrations.remove.webhook', 'Its routes are removed too; events stop going to {{url}}.', {
              url: integration.destination,
            })
          : t('integrations.remove.other', 'Events stop going to {{destination}}.', {
              destination: integration.destination,
            }),
      okText: t('integrations.remove.ok', 'Remove'),
      cancelText: t('integrations.remove.cancel', 'Cancel'),
      run: () => removeIntegration({ accountId, networkId, configId: integration.config_id }).unwrap(),
      success: t('integrations.remove.success', 'Integration removed'),
      error: (message) => t('integrations.remove.error', 'Error removing integration: {{message}}', { message }),
    });
  };

  if (error && !data) return <IntegrationsLoadFailure query={{ error, isFetching, refetch }} />;

  const table = (category: InstalledIntegration['category'], label: string) => (
    <Card size="small" title={label}>
      <IntegrationTable
        label={label}
        integrations={(data ?? []).filter((i) => i.category === category)}
        loading={!data || isFetching}
        onConfigure={(integration) => void navigate(paths.edit(integration.config_id))}
        onRemove={confirmRemove}
        health={health}
        deliveriesPath={deliveries.integration}
      />
    </Card>
  );

  return (
    <TabSection label={t('integrations.label', 'Integrations of network {{id}}', { id: networkId })}>
      <Flex justify="flex-end">
        <AddButton permission="integration:manage" onClick={() => setAdding(true)}>
          {t('integrations.add.button', 'Add New Integration')}
        </AddButton>
      </Flex>
      {table('data', t('integrations.tables.data', 'Data integrations'))}
      {table('platform-service', t('integrations.tables.platform', 'Platform service integrations'))}
      <AddIntegrationModal networkId={networkId} open={adding} onClose={() => setAdding(false)} />
    </TabSection>
  );
}
