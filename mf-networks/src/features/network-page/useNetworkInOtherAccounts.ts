import {
  accountSelected,
  consoleNotifications,
  NOTIFICATION_SECONDS,
  useAppDispatch,
  useSession,
  type ApiError,
} from '@beacon/shared';
import App from 'antd/es/app';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@beacon/shared/router';
import { isNotInAccount, networkPageApi } from './api.ts';
import { NOT_FOUND_PATH } from './notFoundPath.ts';

/**
 * Opening a network id that is not in the current account (customer-console.md §4): when loading it
 * answered 404 or 403, the user's other accounts are tried in turn. On a match the console switches
 * to that account with a warning toast and stays on the page (which then loads the network there);
 * otherwise it toasts "Network not found in any accessible account" and goes to /404.
 *
 * Returns whether `error` started (or is) such a search: the page keeps showing its loading state.
 */
export function useNetworkInOtherAccounts(networkId: string, error: ApiError | undefined): boolean {
  const { t } = useTranslation('networks');
  const { notification } = App.useApp();
  const { accountId, accounts } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const searchKey = error && isNotInAccount(error) && accountId ? `${accountId}\n${networkId}` : undefined;
  const started = useRef<string | undefined>(undefined);
  const latest = useRef<string | undefined>(undefined);

  useEffect(() => {
    latest.current = searchKey;
    if (searchKey === undefined || accountId === null || started.current === searchKey) return;
    started.current = searchKey;
    const stillWanted = () => latest.current === searchKey;
    const others = accounts.filter((account) => account.account_id !== accountId);
    void (async () => {
      for (const account of others) {
        const lookup = dispatch(
          networkPageApi.endpoints.getNetworkDetail.initiate(
            { accountId: account.account_id, networkId },
            { subscribe: false, forceRefetch: true },
          ),
        );
        const { data: network } = await lookup;
        if (!stillWanted()) return;
        if (!network) continue;
        // A `?account=` of the old account would select it again: the URL follows the switch first.
        const params = new URLSearchParams(search);
        if (params.has('account')) {
          params.set('account', account.account_id);
          void navigate({ pathname, search: `?${params.toString()}` }, { replace: true });
        }
        dispatch(accountSelected(account));
        notification.warning({
          title: t('network.other-account.title', 'This network is in account {{account}}', { account: account.name }),
          description: t(
            'network.other-account.description',
            'The console switched to account {{account}} to open network {{network}}.',
            { network: network.name, account: account.name },
          ),
          duration: NOTIFICATION_SECONDS,
        });
        return;
      }
      if (!stillWanted()) return;
      // Shown by the shell's host: the page goes away with the navigation to /404.
      consoleNotifications.error({
        title: t('network.not-found', 'Network not found in any accessible account'),
        durationSeconds: NOTIFICATION_SECONDS,
      });
      void navigate(NOT_FOUND_PATH, { replace: true });
    })();
  }, [searchKey, accountId, accounts, networkId, dispatch, navigate, notification, pathname, search, t]);

  useEffect(
    () => () => {
      latest.current = undefined;
    },
    [],
  );

  return searchKey !== undefined;
}
