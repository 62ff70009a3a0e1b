import { useAuth0 } from '@auth0/auth0-react';
import {
  accountSelected,
  accountsLoaded,
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
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { WithAntd } from '../layout/WithAntd.tsx';
import { NetworkErrorModal } from './NetworkErrorModal.tsx';
import { useListAccountsQuery } from './sessionApi.ts';

export interface SessionGateProps {
  children: ReactNode;
}

/**
 * After sign-in: restores the session (7 days, cleared for another user), loads the accounts,
 * selects one (query `account`, else the saved one, else the first owned) and sends a user with no
 * account to /create_account. Content renders once an account is selected.
 */
export function SessionGate({ children }: SessionGateProps) {
  const { user } = useAuth0();
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

  useEffect(() => {
    if (!accounts) return;
    dispatch(accountsLoaded(accounts));
    if (accounts.length === 0) {
      const target = zeroAccountsRedirect(pathname);
      if (target) void navigate(target, { replace: true });
      return;
    }
    const queryAccount = new URLSearchParams(search).get('account') ?? undefined;
    const chosen = selectAccount(accounts, { queryAccount, savedAccountId: session.accountId ?? undefined });
    if (chosen && chosen.account_id !== session.accountId) dispatch(accountSelected(chosen));
  }, [accounts, dispatch, navigate, pathname, search, session.accountId]);

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
  if (!accounts) return <LoadingPlaceholder />;
  if (accounts.length > 0 && !session.accountId) return <LoadingPlaceholder />;
  return children;
}
