import { accountSelected, HOME_PATH, useAppDispatch, useSession } from '@beacon/shared';
import type { Account } from '@beacon/shared/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from '@beacon/shared/router';

export interface OpenNewAccount {
  /** Call with the account the platform created or the invite joined. */
  open: (account: Account) => void;
  /** True from `open` until the account is selected and the home page opens. */
  waiting: boolean;
}

export interface OpenNewAccountOptions {
  /** Replace the current history entry (the accept-invite link is not worth going back to). */
  replace?: boolean;
}

/**
 * After an account is created (create-account) or an invite accepted (accept-invite), the shell
 * reloads its account list (the mutation invalidates 'Account'). Once the session's list holds the
 * new account, this selects it and opens the home page: navigating earlier would let the shell, still
 * seeing zero accounts, send the user back to /create_account.
 *
 * A user without a selected account (a newcomer) gets the new account selected at once: otherwise
 * the shell's session gate, seeing accounts but no selection when the list arrives, would replace
 * the page with its loading placeholder for a moment and the page would forget what to open.
 */
export function useOpenNewAccount({ replace = false }: OpenNewAccountOptions = {}): OpenNewAccount {
  const [newId, setNewId] = useState<string | null>(null);
  const { accountId, accounts } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (newId === null) return;
    const listed = accounts.find((account) => account.account_id === newId);
    if (!listed) return;
    dispatch(accountSelected(listed));
    void navigate(HOME_PATH, replace ? { replace: true } : undefined);
  }, [accounts, newId, dispatch, navigate, replace]);

  const open = (account: Account) => {
    if (accountId === null) dispatch(accountSelected(account));
    setNewId(account.account_id);
  };
  return { open, waiting: newId !== null };
}
