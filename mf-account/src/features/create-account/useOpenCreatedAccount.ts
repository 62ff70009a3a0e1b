import { accountSelected, HOME_PATH, useAppDispatch, useSession } from '@beacon/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from '@beacon/shared/router';
import type { CreatedAccount } from './api.ts';

export interface OpenCreatedAccount {
  /** Call with the account the platform created. */
  open: (account: CreatedAccount) => void;
  /** True from `open` until the account is selected and the network list opens. */
  waiting: boolean;
}

/**
 * After an account is created, the shell reloads its account list (the mutation invalidates
 * 'Account'). Once the session's list holds the new account, this selects it and opens the network
 * list: navigating earlier would let the shell, still seeing zero accounts, send the user back to
 * /create_account.
 *
 * A user without a selected account (a newcomer) gets the new account selected at once: otherwise
 * the shell's session gate, seeing accounts but no selection when the list arrives, would replace
 * this page with its loading placeholder for a moment and the page would forget what to open.
 */
export function useOpenCreatedAccount(): OpenCreatedAccount {
  const [createdId, setCreatedId] = useState<string | null>(null);
  const { accountId, accounts } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (createdId === null) return;
    const listed = accounts.find((account) => account.account_id === createdId);
    if (!listed) return;
    dispatch(accountSelected(listed));
    void navigate(HOME_PATH);
  }, [accounts, createdId, dispatch, navigate]);

  const open = (account: CreatedAccount) => {
    if (accountId === null) dispatch(accountSelected(account));
    setCreatedId(account.account_id);
  };
  return { open, waiting: createdId !== null };
}
