import { useAuth0 } from '@auth0/auth0-react';
import { useTranslation } from 'react-i18next';

/** The signed-in address and Logout in the top bar (the full account dropdown comes with accounts). */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { isAuthenticated, user, logout } = useAuth0();
  if (!isAuthenticated) return null;
  return (
    <div className="shell-user">
      <span data-testid="signed-in-user">{user?.email}</span>
      <button
        type="button"
        className="beacon-button beacon-button-secondary"
        onClick={() => void logout({ logoutParams: { returnTo: window.location.origin } })}
      >
        {t('user.logout', 'Logout')}
      </button>
    </div>
  );
}
