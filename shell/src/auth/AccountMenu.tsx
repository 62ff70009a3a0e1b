import {
  accountTabPath,
  endKeyChoice,
  ADMIN_PATH,
  GLOBAL_FORWARDERS_PATH,
  LANGUAGE_NAMES,
  setLanguage,
  setThemePreference,
  SUPPORTED_LANGUAGES,
  useSession,
  useShellActions,
  useLanguage,
  useTheme,
  type Language,
  type ThemePreference,
} from '@beacon/shared';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@beacon/shared/router';
import { withAntdProviders } from '../layout/WithAntd.tsx';
import { useSwitchAccount } from '../session/useSwitchAccount.ts';

export interface AccountMenuProps {
  email: string;
  /** Whether the user is platform staff (the Admin entry); null while that is being checked. */
  isAdmin: boolean | null;
  /** Open on mount: the person clicked the button before the menu's code had loaded. */
  initiallyOpen?: boolean;
  /** Take the focus on mount: the button this one replaces had it. */
  focusOnMount?: boolean;
}

/** The menu's id: its entries are found by it to move focus into the menu. */
const MENU_ID = 'shell-account-menu';

type ItemKey = `go:${string}` | `account:${string}` | `theme:${ThemePreference}` | `lang:${Language}` | 'logout';

/**
 * The account dropdown (admin-and-hotspots.md §4.6): the signed-in address, then Admin (platform
 * staff only), Logout, Account Settings, Switch Account (more than one account) and Global
 * Forwarders (accounts with the feature), then the colour scheme and the language. antd's Dropdown gives the WAI-ARIA
 * menu-button pattern: menu roles, arrow keys, Escape and outside click close it, and focus goes
 * back to the button.
 */
const AccountMenu = withAntdProviders(AccountDropdown);
export default AccountMenu;

function AccountDropdown({ email, isAdmin, initiallyOpen = false, focusOnMount = false }: AccountMenuProps) {
  const { t } = useTranslation('shell');
  const { signOut } = useShellActions();
  const session = useSession();
  const switchAccount = useSwitchAccount();
  const navigate = useNavigate();
  const { preference } = useTheme();
  const language = useLanguage();
  const [open, setOpen] = useState(initiallyOpen);
  const button = useRef<HTMLButtonElement>(null);

  const others = session.accounts.filter((a) => a.account_id !== session.accountId);
  const themes: { key: ThemePreference; label: string }[] = [
    { key: 'light', label: t('user.theme-light', 'Light') },
    { key: 'dark', label: t('user.theme-dark', 'Dark') },
    { key: 'system', label: t('user.theme-system', 'System') },
  ];
  const items: MenuProps['items'] = [
    { type: 'group', key: 'email', label: email },
    ...(isAdmin === true ? [{ key: `go:${ADMIN_PATH}`, label: t('user.admin', 'Admin') }] : []),
    { key: 'logout', label: t('user.logout', 'Logout') },
    { key: `go:${accountTabPath('settings')}`, label: t('user.account-settings', 'Account Settings') },
    ...(session.accounts.length > 1
      ? [
          {
            type: 'group' as const,
            key: 'switch',
            label: t('user.switch-account', 'Switch Account'),
            children: others.map((account) => ({ key: `account:${account.account_id}`, label: account.name })),
          },
        ]
      : []),
    ...(session.globalForwardersEnabled
      ? [{ key: `go:${GLOBAL_FORWARDERS_PATH}`, label: t('user.global-forwarders', 'Global Forwarders') }]
      : []),
    { type: 'divider' },
    {
      type: 'group',
      key: 'theme',
      label: t('user.theme', 'Theme'),
      children: themes.map(({ key, label }) => ({ key: `theme:${key}`, label })),
    },
    {
      type: 'group',
      key: 'language',
      label: t('user.language', 'Language'),
      // Each language is named in itself, so it can be found whatever the current language is.
      children: SUPPORTED_LANGUAGES.map((lang) => ({
        key: `lang:${lang}`,
        label: <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>,
      })),
    },
  ];

  const [takeFocus] = useState(focusOnMount && !initiallyOpen);
  useEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);

  // The menu-button pattern: opening the menu moves focus into it, to the first entry that does not
  // sign out. The spec's order puts Logout first for a customer, where a second Enter would sign out.
  useEffect(() => {
    if (!open) return undefined;
    let frame = requestAnimationFrame(function focusFirstSafeEntry() {
      const entries = [...document.querySelectorAll<HTMLElement>(`#${MENU_ID} [role="menuitem"]`)];
      const safe = entries.find((entry) => !entry.dataset['menuId']?.endsWith('-logout'));
      if (safe) safe.focus();
      else frame = requestAnimationFrame(focusFirstSafeEntry);
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const choose = async (key: ItemKey) => {
    if (key === 'logout') return signOut();
    if (key.startsWith('theme:')) return setThemePreference(key.slice('theme:'.length) as ThemePreference);
    if (key.startsWith('lang:')) return void setLanguage(key.slice('lang:'.length) as Language);
    if (key.startsWith('go:')) return void navigate(key.slice('go:'.length));
    const account = others.find((a) => `account:${a.account_id}` === key);
    if (account) await switchAccount(account);
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) button.current?.focus();
      }}
      menu={{
        id: MENU_ID,
        items,
        selectable: true,
        selectedKeys: [`theme:${preference}`, `lang:${language}`],
        'aria-label': t('user.menu', 'Account menu'),
        onClick: ({ key, domEvent }) => {
          endKeyChoice(domEvent);
          setOpen(false);
          button.current?.focus();
          void choose(key as ItemKey);
        },
      }}
    >
      <button
        ref={button}
        type="button"
        className="shell-user-button"
        data-testid="signed-in-user"
        aria-haspopup="menu"
        aria-expanded={open}
      >
        {email}
      </button>
    </Dropdown>
  );
}
