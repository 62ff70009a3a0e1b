import type { Delivery } from '@beacon/shared/contract';
import { useErrorToast } from '@beacon/shared/ui';
import App from 'antd/es/app';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRedeliverDeliveryMutation } from './api.ts';
import { deliveryOutcomeText } from './DeliveryResult.tsx';

/**
 * Redeliver of a failed attempt (level ≤ 20): the platform sends the same event again and answers the
 * new attempt, which is toasted ("Redelivered: 200", or that it failed again) and then shown first
 * (`onRedelivered`: the log's first page loads again); a refusal toasts the platform's message.
 */
export function useRedeliver(accountId: string | undefined, networkId: string, onRedelivered: () => void) {
  const { t } = useTranslation('networks');
  const { notification } = App.useApp();
  const toastError = useErrorToast();
  const [redeliverDelivery] = useRedeliverDeliveryMutation();
  const [pending, setPending] = useState<string | null>(null);

  const redeliver = async (delivery: Delivery) => {
    if (!accountId) return;
    setPending(delivery.delivery_id);
    try {
      const attempt = await redeliverDelivery({ accountId, networkId, deliveryId: delivery.delivery_id }).unwrap();
      const result = deliveryOutcomeText(t, attempt);
      if (attempt.ok)
        notification.success({ title: t('deliveries.redeliver.success', 'Redelivered: {{result}}', { result }) });
      else
        notification.warning({
          title: t('deliveries.redeliver.failed-again', 'Redelivered, but it failed again: {{result}}', { result }),
        });
      onRedelivered();
    } catch (cause) {
      toastError(cause, (message) => t('deliveries.redeliver.error', 'Error redelivering: {{message}}', { message }));
    } finally {
      setPending(null);
    }
  };
  return { redeliver, pending };
}
