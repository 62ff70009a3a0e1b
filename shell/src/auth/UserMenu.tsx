import { useAuth0 } from '@auth0/auth0-react';
import {
  accountSelected,
  accountTabPath,
  ADMIN_CHECK_TIMEOUT_NAVBAR_MS,
  ADMIN_PATH,
  GLOBAL_FORWARDERS_PATH,
  HOME_PATH,
  useAppDispatch,
  useSession,
  useShellActions,
} from '@beacon/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAdminCheck } from '../session/useAdminCheck.ts';

/**
 * The account dropdown: the signed-in address, then Admin (platform admins only), Logout, Account
 * Settings, Switch Account (more than one account) and Global Forwarders (accounts with the feature).
 */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { isAuthenticated, user } = useAuth0();
  const { signOut } = useShellActions();
  const session = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const menu = useRef<HTMLDetailsElement>(null);
  const isAdmin = useAdminCheck(ADMIN_CHECK_TIMEOUT_NAVBAR_MS, isAuthenticated);

  if (!isAuthenticated) return null;
  const close = () => menu.current?.removeAttribute('open');
  const others = session.accounts.filter((a) => a.account_id !== session.accountId);
  return (
    <details className="shell-user" ref={menu}>
      <summary data-testid="signed-in-user">{user?.email}</summary>
      <ul className="shell-menu" aria-label={t('user.menu', 'Account menu')}>
        {isAdmin === true && (
          <li>
            <Link to={ADMIN_PATH} onClick={close}>
              {t('user.admin', 'Admin')}
            </Link>
          </li>
        )}
        <li>
          <button type="button" onClick={signOut}>
            {t('user.logout', 'Logout')}
          </button>
        </li>
        <li>
          <Link to={accountTabPath('settings')} onClick={close}>
            {t('user.account-settings', 'Account Settings')}
          </Link>
        </li>
        {session.accounts.length > 1 && (
          <li>
            <span className="shell-menu-heading">{t('user.switch-account', 'Switch Account')}</span>
            <ul>
              {others.map((account) => (
                <li key={account.account_id}>
                  <button
                    type="button"
                    onClick={() => {
                      dispatch(accountSelected(account));
                      close();
                      // Switching account returns to root.
                      void navigate(HOME_PATH);
                    }}
                  >
                    {account.name}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        )}
        {session.globalForwardersEnabled && (
          <li>
            <Link to={GLOBAL_FORWARDERS_PATH} onClick={close}>
              {t('user.global-forwarders', 'Global Forwarders')}
            </Link>
          </li>
        )}
      </ul>
    </details>
  );
}
