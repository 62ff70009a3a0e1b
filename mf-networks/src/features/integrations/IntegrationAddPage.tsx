import { Button, Flex, Result, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { emptyFormValues, isConfigurableType, offeredTypes } from './integrationForm.ts';
import { integrationTypeDescription, integrationTypeLabel } from './integrationText.ts';
import { IntegrationForm } from './IntegrationForm.tsx';
import { useIntegrationPaths } from './useIntegrationPaths.ts';
import { useProductionHost } from './useProductionHost.ts';
import { useSaveIntegration } from './useSaveIntegration.ts';

export interface IntegrationAddPageProps {
  networkId: string;
  /** From the URL `/networks/{networkId}/integrations/add/{integration_type}`. */
  integrationType: string;
}

/** The add page (customer-console.md §2 "integration add"): the type's form; unknown types are refused. */
export function IntegrationAddPage({ networkId, integrationType }: IntegrationAddPageProps) {
  const { t } = useTranslation('networks');
  const navigate = useNavigate();
  const paths = useIntegrationPaths(networkId);
  const offered = offeredTypes(useProductionHost());
  const type = isConfigurableType(integrationType) && offered.includes(integrationType) ? integrationType : undefined;

  if (!type) {
    return (
      <Result
        status="404"
        title={t('integrations.add-page.unknown', 'There is no integration type {{type}} to add', {
          type: integrationType,
        })}
        extra={
          <Button type="primary" onClick={() => void navigate(paths.tab)}>
            {t('integrations.page.back', 'Back to integrations')}
          </Button>
        }
      />
    );
  }
  return <AddForm networkId={networkId} type={type} />;
}

function AddForm({ networkId, type }: { networkId: string; type: ReturnType<typeof offeredTypes>[number] }) {
  const { t } = useTranslation('networks');
  const { save, saving, back } = useSaveIntegration(networkId, type);
  const initialValues = useMemo(() => emptyFormValues(), []);
  const label = integrationTypeLabel(t, type);
  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('integrations.add-page.title', 'Add a {{type}} integration', { type: label })}
        </Typography.Title>
        <Typography.Text type="secondary">{integrationTypeDescription(t, type)}</Typography.Text>
      </div>
      <IntegrationForm
        type={type}
        mode="create"
        initialValues={initialValues}
        saving={saving}
        onSubmit={(values) => void save(values)}
        onCancel={back}
      />
    </Flex>
  );
}

export default IntegrationAddPage;
