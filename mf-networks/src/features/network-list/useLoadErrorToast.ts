import { NOTIFICATION_SECONDS, type ApiError } from '@beacon/shared';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { needsErrorToast } from './model.ts';

/** Toasts "Error loading networks: {message}" once for each failed load. */
export function useLoadErrorToast(error: ApiError | undefined): void {
  const { t } = useTranslation('networks');
  const { notification } = App.useApp();
  const toasted = useRef<ApiError | undefined>(undefined);
  useEffect(() => {
    if (!error || toasted.current === error || !needsErrorToast(error)) return;
    toasted.current = error;
    notification.error({
      title: t('network-list.load.error', 'Error loading networks: {{message}}', { message: error.message }),
      duration: NOTIFICATION_SECONDS,
    });
  }, [error, notification, t]);
}
