import {
  DIAGNOSTICS_PATH,
  LANGUAGE_NAMES,
  setLanguage,
  setThemePreference,
  SUPPORTED_LANGUAGES,
  useLanguage,
  useSession,
  useShellActions,
  useTheme,
  type PaletteCommand,
  type PaletteEntry,
} from '@beacon/shared';
import { useMemo } from 'react';
import { useSwitchAccount } from '../session/useSwitchAccount.ts';

/** The registry name of the shell's own commands. */
export const SHELL_ENTRY = 'shell';

/**
 * The shell's own commands (issue 17): Switch account (a sub-list of the user's other accounts),
 * Toggle theme, Switch language (a sub-list), Go to Diagnostics, Log out. They do what the account
 * menu does, through the same session, theme, language and sign-out code.
 */
export function useShellCommands(): PaletteEntry {
  const { signOut } = useShellActions();
  const { accounts, accountId } = useSession();
  const switchAccount = useSwitchAccount();
  const { resolved } = useTheme();
  const language = useLanguage();

  return useMemo(() => {
    const others = accounts.filter((a) => a.account_id !== accountId);
    const commands: PaletteCommand[] = [
      {
        id: 'switch-account',
        section: 'actions',
        title: (t) => t('palette.cmd.switch-account', 'Switch account'),
        keywords: (t) => [t('palette.cmd.switch-account-keywords', 'account organisation change')],
        allowed: () => others.length > 0,
        children: () =>
          others.map((account) => ({
            id: account.account_id,
            section: 'actions',
            title: () => account.name,
            keywords: [account.account_id],
            run: () => switchAccount(account),
          })),
      },
      {
        id: 'toggle-theme',
        section: 'actions',
        title: (t) =>
          resolved === 'dark'
            ? t('palette.cmd.theme-light', 'Switch to light theme')
            : t('palette.cmd.theme-dark', 'Switch to dark theme'),
        keywords: (t) => [t('palette.cmd.theme-keywords', 'toggle theme colour scheme dark light mode')],
        run: () => setThemePreference(resolved === 'dark' ? 'light' : 'dark'),
      },
      {
        id: 'switch-language',
        section: 'actions',
        title: (t) => t('palette.cmd.language', 'Switch language'),
        keywords: ['language', 'Sprache', ...SUPPORTED_LANGUAGES.map((l) => LANGUAGE_NAMES[l])],
        children: () =>
          SUPPORTED_LANGUAGES.filter((l) => l !== language).map((l) => ({
            id: l,
            section: 'actions',
            title: () => LANGUAGE_NAMES[l],
            keywords: [l],
            run: () => setLanguage(l),
          })),
      },
      {
        id: 'diagnostics',
        section: 'navigation',
        title: (t) => t('palette.cmd.diagnostics', 'Go to Diagnostics'),
        keywords: ['diagnostics', 'remotes', 'build'],
        run: (ctx) => ctx.navigate(DIAGNOSTICS_PATH),
      },
      {
        id: 'logout',
        section: 'actions',
        title: (t) => t('palette.cmd.logout', 'Log out'),
        keywords: (t) => [t('palette.cmd.logout-keywords', 'sign out logout')],
        run: () => signOut(),
      },
    ];
    return { remote: SHELL_ENTRY, namespace: 'shell', commands };
  }, [accounts, accountId, switchAccount, resolved, language, signOut]);
}
