import { useSignIn } from '../auth/signIn.ts';
import {
  accountSelected,
  accountsLoaded,
  accountSwitchEffect,
  isSignInCallback,
  LoadingPlaceholder,
  loadSession,
  saveSession,
  selectAccount,
  sessionRestored,
  useAppDispatch,
  userSet,
  useSession,
  zeroAccountsRedirect,
  type ApiError,
} from '@beacon/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../auth/notifications.ts';
import { useLocation, useNavigate } from '@beacon/shared/router';
import { WithAntd } from '../layout/WithAntd.tsx';
import { NetworkErrorModal } from './NetworkErrorModal.tsx';
import { useListAccountsQuery } from './sessionApi.ts';

export interface SessionGateProps {
  children: ReactNode;
}

/**
 * After sign-in: restores the session (7 days, cleared for another user), loads the accounts,
 * selects one (query `account`, else the saved one, else the first owned) and sends a user with no
 * account to /create_account. Content renders once an account is selected, and not on the sign-in
 * callback URL (the SDK is on its way to the page that asked for sign-in).
 */
export function SessionGate({ children }: SessionGateProps) {
  const { user } = useSignIn();
  const dispatch = useAppDispatch();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { data: accounts, error } = useListAccountsQuery();
  const userId = user?.sub ?? '';

  useEffect(() => {
    if (!userId) return;
    const restored = loadSession(window.localStorage, Date.now(), userId);
    if (restored) dispatch(sessionRestored(restored));
    dispatch(userSet({ id: userId, email: user?.email ?? '' }));
  }, [dispatch, userId, user?.email]);

  // On the sign-in callback URL the SDK is still sending the user on to the page that asked for
  // sign-in (React Router applies that navigation as a transition, after the sign-in state): deciding
  // from `/?code=…` would send an invitee with no account to /create_account instead of /accept_invite.
  const onCallback = isSignInCallback(search);

  useEffect(() => {
    if (!accounts || onCallback) return;
    dispatch(accountsLoaded(accounts));
    if (accounts.length === 0) {
      const target = zeroAccountsRedirect(pathname);
      if (target) void navigate(target, { replace: true });
      return;
    }
    const queryAccount = new URLSearchParams(search).get('account') ?? undefined;
    const chosen = selectAccount(accounts, { queryAccount, savedAccountId: session.accountId ?? undefined });
    if (!chosen) return;
    if (chosen.account_id !== session.accountId) dispatch(accountSelected(chosen));
    // With `select_account` in the URL, selecting resets the view to home (admin-and-hotspots.md §4.6).
    const { navigateTo } = accountSwitchEffect({
      previousAccountId: session.accountId,
      nextAccountId: chosen.account_id,
      search,
    });
    if (navigateTo) void navigate(navigateTo, { replace: true });
  }, [accounts, onCallback, dispatch, navigate, pathname, search, session.accountId]);

  // A switch from one account to another is announced, whichever way it was made.
  const { t } = useTranslation('shell');
  const previousAccount = useRef(session.accountId);
  useEffect(() => {
    const previous = previousAccount.current;
    previousAccount.current = session.accountId;
    if (!session.accountId || previous === session.accountId) return;
    const { announce: shouldAnnounce } = accountSwitchEffect({
      previousAccountId: previous,
      nextAccountId: session.accountId,
      search: '',
    });
    const name = session.accounts.find((a) => a.account_id === session.accountId)?.name ?? session.accountId;
    if (shouldAnnounce) announce(t('session.switched', 'Switched to account {{name}}', { name }));
  }, [session.accountId, session.accounts, t]);

  useEffect(() => {
    if (session.user?.id === userId && userId) saveSession(session, window.localStorage, Date.now());
  }, [session, userId]);

  if (error) {
    return (
      <WithAntd>
        <NetworkErrorModal message={(error as ApiError).message} />
      </WithAntd>
    );
  }
  if (!accounts || onCallback) return <LoadingPlaceholder />;
  if (accounts.length > 0 && !session.accountId) return <LoadingPlaceholder />;
  return children;
}
