import type { Account } from '../api/contract/index.ts';

export interface AccountPreference {
  /** The `account` query parameter, if any. */
  queryAccount?: string | null;
  /** The account id restored from browser storage, if any. */
  savedAccountId?: string | null;
}

/**
 * Chooses the current account (customer-console.md §4): the `account` query parameter if the user
 * has that account; else the saved one if still available; else the first account the user owns
 * (user_level 0); else the first account (the spec leaves this case open: a user who only has
 * invited access still gets an account rather than none); `null` when there are no accounts.
 */
export function selectAccount(accounts: readonly Account[], preference: AccountPreference = {}): Account | null {
  const byId = (id: string | null | undefined) =>
    id ? accounts.find((account) => account.account_id === id) : undefined;
  return (
    byId(preference.queryAccount) ??
    byId(preference.savedAccountId) ??
    accounts.find((account) => account.user_level === 0) ??
    accounts[0] ??
    null
  );
}
