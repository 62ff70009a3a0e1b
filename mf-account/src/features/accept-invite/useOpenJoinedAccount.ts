import { accountSelected, HOME_PATH, useAppDispatch, useSession } from '@beacon/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from '@beacon/shared/router';
import type { JoinedAccount } from './api.ts';

/**
 * After an invite is accepted the shell reloads its account list (the call invalidates 'Account').
 * Once the list holds the joined account, this selects it and opens the home page (as
 * create-account's `useOpenCreatedAccount` does): navigating earlier would let the shell, still
 * seeing zero accounts, send a newcomer to /create_account. A user without a selected account gets
 * the joined one selected at once, so the session gate does not swap this page for its placeholder.
 */
export function useOpenJoinedAccount(): (account: JoinedAccount) => void {
  const [joinedId, setJoinedId] = useState<string | null>(null);
  const { accountId, accounts } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (joinedId === null) return;
    const listed = accounts.find((account) => account.account_id === joinedId);
    if (!listed) return;
    dispatch(accountSelected(listed));
    void navigate(HOME_PATH, { replace: true });
  }, [accounts, joinedId, dispatch, navigate]);

  return (account) => {
    if (accountId === null) dispatch(accountSelected(account));
    setJoinedId(account.account_id);
  };
}
