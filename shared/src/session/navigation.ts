import { ACCEPT_INVITE_PATH, CREATE_ACCOUNT_PATH, HOME_PATH, REQUEST_ACCOUNT_PATH } from './paths.ts';

/** Pages a user without accounts may stay on (customer-console.md §4). */
export const ZERO_ACCOUNT_PAGES = [ACCEPT_INVITE_PATH, REQUEST_ACCOUNT_PATH] as const;
export const SELECT_ACCOUNT_PARAM = 'select_account';

/**
 * The identity provider's answer on the sign-in callback URL (`?code=…&state=…`, or `?error=…&state=…`):
 * the SDK then sends the user on to the page that asked for sign-in. Until it has, the location is
 * not the user's: nothing may be decided from it (no zero-account redirect, no account selection).
 */
export function isSignInCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** Where a signed-in user with zero accounts goes: `/create_account`, or `null` to stay. */
export function zeroAccountsRedirect(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === CREATE_ACCOUNT_PATH || ZERO_ACCOUNT_PAGES.some((page) => path === page)) return null;
  return CREATE_ACCOUNT_PATH;
}

export interface AccountSwitch {
  /** The account that was current before, if any. */
  previousAccountId: string | null;
  nextAccountId: string;
  /** The current location's query string (`location.search`). */
  search: string;
}

export interface AccountSwitchEffect {
  /** Set when the view must reset to home. */
  navigateTo?: string;
  /** Whether to announce the switch ("switched to account X"). */
  announce: boolean;
}

/**
 * What selecting an account does besides updating the session (admin-and-hotspots.md §4.6): the
 * view resets to home when the URL carries `select_account`, and a real switch (from another
 * account, not the first selection after sign-in and not re-selecting the same one) is announced.
 */
export function accountSwitchEffect({ previousAccountId, nextAccountId, search }: AccountSwitch): AccountSwitchEffect {
  const effect: AccountSwitchEffect = {
    announce: previousAccountId !== null && previousAccountId !== nextAccountId,
  };
  if (new URLSearchParams(search).has(SELECT_ACCOUNT_PARAM)) effect.navigateTo = HOME_PATH;
  return effect;
}
