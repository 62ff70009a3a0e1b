import { accountSelected, HOME_PATH, useAppDispatch } from '@beacon/shared';
import { useCallback } from 'react';
import { useNavigate } from '@beacon/shared/router';

type Account = Parameters<typeof accountSelected>[0];

/**
 * Switches to another of the user's accounts, as the account menu and the palette do. Switching
 * returns to root (admin-and-hotspots.md §4.6): the page is left first, so that nothing on it (a
 * network of the old account) reacts to the new account, then the account is switched.
 */
export function useSwitchAccount(): (account: Account) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (account: Account) => {
      await navigate(HOME_PATH, { flushSync: true });
      dispatch(accountSelected(account));
    },
    [dispatch, navigate],
  );
}
