import { useAuth0 } from '@auth0/auth0-react';
import { ADMIN_CHECK_TIMEOUT_NAVBAR_MS, LazyBoundary, retryableLazy } from '@beacon/shared';
import { useAdminCheck } from '../session/useAdminCheck.ts';
import type { AccountMenuProps } from './AccountMenu.tsx';

// The dropdown comes with antd, which the signed-in page loads anyway; until then the button shows.
const AccountMenu = retryableLazy<AccountMenuProps>(
  () => import(/* webpackChunkName: "shell-account-menu" */ './AccountMenu.tsx'),
);
// Every signed-in page shows it: it loads while the sign-in SDK starts, so it never suspends the bar.
void AccountMenu.preload();

/** The account menu in the top bar, for a signed-in user. */
export function UserMenu() {
  const { isAuthenticated, user } = useAuth0();
  const isAdmin = useAdminCheck(ADMIN_CHECK_TIMEOUT_NAVBAR_MS, isAuthenticated);
  if (!isAuthenticated) return null;
  const email = user?.email ?? '';
  return (
    <div className="shell-user">
      <LazyBoundary
        fallback={
          <button
            type="button"
            className="shell-user-button"
            data-testid="signed-in-user"
            aria-haspopup="menu"
            disabled
          >
            {email}
          </button>
        }
      >
        <AccountMenu email={email} isAdmin={isAdmin} />
      </LazyBoundary>
    </div>
  );
}
