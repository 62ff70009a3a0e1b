import { useSignIn } from './signIn.ts';
import { ADMIN_CHECK_TIMEOUT_NAVBAR_MS, retryableLazy } from '@beacon/shared';
import { useEffect, useState } from 'react';
import { AntdProviders } from '../layout/WithAntd.tsx';
import { useFirstContentShown } from '../layout/firstContent.ts';
import { useAdminCheck } from '../session/useAdminCheck.ts';
import type { AccountMenuProps } from './AccountMenu.tsx';

// The dropdown (antd's Dropdown and Menu) is not on the first screen's path: it loads once the page's
// first content shows, or as soon as the person reaches for the button, whichever comes first.
const AccountMenu = retryableLazy<AccountMenuProps>(
  () => import(/* webpackChunkName: "shell-account-menu" */ './AccountMenu.tsx'),
);

/** The dropdown's code and antd's providers it renders in. */
const preloadMenu = () => Promise.all([AccountMenu.preload(), AntdProviders.preload()]);

/** The account menu in the top bar, for a signed-in user. */
export function UserMenu() {
  const { isAuthenticated, user } = useSignIn();
  const isAdmin = useAdminCheck(ADMIN_CHECK_TIMEOUT_NAVBAR_MS, isAuthenticated);
  const contentShown = useFirstContentShown();
  // Clicked before the dropdown's code arrived: it opens when it does.
  const [clicked, setClicked] = useState(false);
  // The button had the focus when the dropdown's own button replaced it: the focus moves along.
  const [focused, setFocused] = useState(false);
  // The dropdown replaces the button once, when its code and antd's providers are both there: a
  // second swap (to a loading stand-in first) could take a click in between.
  const [loaded, setLoaded] = useState(false);
  const wanted = contentShown || clicked;
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    void preloadMenu().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [wanted]);
  if (!isAuthenticated) return null;
  const email = user?.email ?? '';
  const preload = () => void preloadMenu();
  const placeholder = (
    <button
      type="button"
      className="shell-user-button"
      data-testid="signed-in-user"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={() => {
        setFocused(true);
        preload();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => setClicked(true)}
    >
      {email}
    </button>
  );
  return (
    <div className="shell-user">
      {loaded ? (
        // Both have loaded: it renders at once, nothing suspends.
        <AccountMenu email={email} isAdmin={isAdmin} initiallyOpen={clicked} focusOnMount={focused} />
      ) : (
        placeholder
      )}
    </div>
  );
}
