import { MAX_ROUTES_PER_NETWORK, NOTIFICATION_SECONDS } from '@beacon/shared';
import type { RouteInput } from '@beacon/shared/contract';
import { useErrorToast } from '@beacon/shared/ui';
import App from 'antd/es/app';
import { useTranslation } from 'react-i18next';
import { useSaveNetworkRoutesMutation } from './api.ts';
import { isOverRouteLimit } from './routeForm.ts';

/**
 * Re-saves the whole route list (customer-console.md §4): "Routes updated successfully", or
 * "Error updating routes: {message}" and the list reloads from the server (§8). Answers whether it
 * was saved, so a form can stay open with what was typed.
 *
 * `etag` is the revision of the shown list the new one is made from: sent as `If-Match`, so a list
 * someone else changed meanwhile is refused (409, "…changed by someone else…") rather than overwritten.
 */
export function useSaveRoutes(accountId: string | null, networkId: string, etag: string | null, reload: () => unknown) {
  const { t } = useTranslation('networks');
  const { notification } = App.useApp();
  const toastError = useErrorToast();
  const [saveRoutes, { isLoading }] = useSaveNetworkRoutesMutation();

  const save = async (routes: RouteInput[]): Promise<boolean> => {
    if (!accountId) return false;
    if (isOverRouteLimit(routes)) {
      // The platform refuses more (400); say so before sending, keeping the form open.
      notification.error({
        title: t('routes.save.error', 'Error updating routes: {{message}}', {
          message: t('routes.save.too-many', 'At most {{max, number}} routes per network', {
            max: MAX_ROUTES_PER_NETWORK,
          }),
        }),
        duration: NOTIFICATION_SECONDS,
      });
      return false;
    }
    try {
      await saveRoutes({ accountId, networkId, routes, etag }).unwrap();
    } catch (cause) {
      toastError(cause, (message) => t('routes.save.error', 'Error updating routes: {{message}}', { message }));
      reload();
      return false;
    }
    notification.success({ title: t('routes.save.success', 'Routes updated successfully') });
    return true;
  };

  return { save, saving: isLoading };
}
