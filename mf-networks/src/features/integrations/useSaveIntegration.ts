import { useSession } from '@beacon/shared';
import type { ConfigurableIntegrationType } from '@beacon/shared/contract';
import { useErrorToast } from '@beacon/shared/ui';
import App from 'antd/es/app';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@beacon/shared/router';
import { useCreateNetworkIntegrationMutation, useUpdateNetworkIntegrationMutation } from './api.ts';
import { createBody, updateBody, type IntegrationFormValues } from './integrationForm.ts';
import { useIntegrationPaths } from './useIntegrationPaths.ts';

/**
 * Adds (no `configId`) or updates an integration: a success toast and back to the Integrations tab,
 * or a failure toast with the server's message while the form keeps what was typed.
 */
export function useSaveIntegration(networkId: string, type: ConfigurableIntegrationType, configId?: string) {
  const { t } = useTranslation('networks');
  const { notification } = App.useApp();
  const toastError = useErrorToast();
  const navigate = useNavigate();
  const paths = useIntegrationPaths(networkId);
  const { accountId } = useSession();
  const [create, created] = useCreateNetworkIntegrationMutation();
  const [update, updated] = useUpdateNetworkIntegrationMutation();

  const save = async (values: IntegrationFormValues) => {
    if (!accountId) return;
    try {
      if (configId === undefined) await create({ accountId, networkId, body: createBody(type, values) }).unwrap();
      else await update({ accountId, networkId, configId, body: updateBody(type, values) }).unwrap();
    } catch (cause) {
      toastError(cause, (message) =>
        configId === undefined
          ? t('integrations.save.add-error', 'Error adding integration: {{message}}', { message })
          : t('integrations.save.update-error', 'Error updating integration: {{message}}', { message }),
      );
      return;
    }
    notification.success({
      title:
        configId === undefined
          ? t('integrations.save.added', 'Integration added')
          : t('integrations.save.updated', 'Integration updated'),
    });
    void navigate(paths.tab);
  };

  return { save, saving: created.isLoading || updated.isLoading, back: () => void navigate(paths.tab) };
}
