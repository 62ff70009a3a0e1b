import { DESTRUCTIVE_CONFIRM, useErrorToast } from '@beacon/shared/ui';
import App from 'antd/es/app';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAccount } from '@beacon/shared/contract';
import { useSetAccountSuspendedMutation } from './api.ts';

/**
 * The suspend toggle (admin-and-hotspots.md §4.1, §8.3): it asks first, then suspends or unsuspends
 * the account; "Failed to suspend/unsuspend account" when the call fails. Answers the toggle's
 * handler and the id of the account being changed.
 */
export function useSuspendToggle(): [(account: AdminAccount, suspended: boolean) => void, string | undefined] {
  const { t } = useTranslation('admin-dashboard');
  const { modal, notification } = App.useApp();
  const errorToast = useErrorToast();
  const [setSuspended] = useSetAccountSuspendedMutation();
  const [changing, setChanging] = useState<string>();

  const change = async (account: AdminAccount, suspended: boolean) => {
    setChanging(account.id);
    try {
      await setSuspended({ accountId: account.id, suspended }).unwrap();
      notification.success({
        title: suspended
          ? t('dashboard.suspend.suspended', 'Account {{name}} suspended', { name: account.name })
          : t('dashboard.suspend.unsuspended', 'Account {{name}} unsuspended', { name: account.name }),
      });
    } catch (cause) {
      errorToast(cause, () => t('dashboard.suspend.failed', 'Failed to suspend/unsuspend account'));
    } finally {
      setChanging(undefined);
    }
  };

  const toggle = (account: AdminAccount, suspended: boolean) => {
    const name = account.name;
    void modal.confirm({
      ...(suspended ? DESTRUCTIVE_CONFIRM : {}),
      title: suspended
        ? t('dashboard.suspend.confirm-suspend', 'Suspend the account {{name}}?', { name })
        : t('dashboard.suspend.confirm-unsuspend', 'Unsuspend the account {{name}}?', { name }),
      content: suspended
        ? t('dashboard.suspend.suspend-hint', 'Its users can still sign in and read, but can no longer make changes.')
        : t('dashboard.suspend.unsuspend-hint', 'Its users can make changes again.'),
      okText: suspended ? t('dashboard.suspend.suspend', 'Suspend') : t('dashboard.suspend.unsuspend', 'Unsuspend'),
      cancelText: t('dashboard.suspend.cancel', 'Cancel'),
      onOk: () => change(account, suspended),
    });
  };

  return [toggle, changing];
}
