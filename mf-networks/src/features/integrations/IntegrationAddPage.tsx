import Result from 'antd/es/result';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToIntegrations } from './BackToIntegrations.tsx';
import { emptyFormValues, isConfigurableType, offeredTypes } from './integrationForm.ts';
import { integrationAddTitle, integrationTypeDescription } from './integrationText.ts';
import { IntegrationForm } from './IntegrationForm.tsx';
import { useProductionHost } from './useProductionHost.ts';

export interface IntegrationAddPageProps {
  networkId: string;
  /** From the URL `/networks/{networkId}/integrations/add/{integration_type}`. */
  integrationType: string;
}

/** The add page (customer-console.md §2 "integration add"): the type's form; unknown types are refused. */
export function IntegrationAddPage({ networkId, integrationType }: IntegrationAddPageProps) {
  const { t } = useTranslation('networks');
  const offered = offeredTypes(useProductionHost());
  const type = isConfigurableType(integrationType) && offered.includes(integrationType) ? integrationType : undefined;

  if (!type) {
    return (
      <Result
        status="404"
        title={t('integrations.add-page.unknown', 'There is no integration type {{type}} to add', {
          type: integrationType,
        })}
        extra={<BackToIntegrations networkId={networkId} type="primary" />}
      />
    );
  }
  return <AddForm networkId={networkId} type={type} />;
}

function AddForm({ networkId, type }: { networkId: string; type: ReturnType<typeof offeredTypes>[number] }) {
  const { t } = useTranslation('networks');
  const initialValues = useMemo(() => emptyFormValues(), []);
  return (
    <IntegrationForm
      networkId={networkId}
      type={type}
      title={integrationAddTitle(t, type)}
      description={integrationTypeDescription(t, type)}
      initialValues={initialValues}
    />
  );
}
