import { accountTabPath, can, registerPalette, registerTranslations, type PaletteCommand } from '@beacon/shared';
import { withOpenDialog } from './components/dialogSwitch.ts';
import de from './locales/de/account.json';
import en from './locales/en/account.json';

// mf-account's `./palette` (docs/remote-loading.md "Palette contributions"): loaded with the palette's
// first opening, perhaps before any account page, so it adds its own texts (the `palette` section).
registerTranslations('account', { en: { palette: en.palette }, de: { palette: de.palette } });

/**
 * Invite member and Create API token: offered by the same permissions as the tabs' buttons
 * (`invite:manage`, `token:manage`), each opening its tab with the dialog open (`?create=1`).
 */
export const ACCOUNT_COMMANDS: readonly PaletteCommand[] = [
  {
    id: 'invite-member',
    section: 'actions',
    title: (t) => t('palette.invite-member', 'Invite member'),
    keywords: (t) => [t('palette.invite-member-keywords', 'invite send member user email people')],
    allowed: (ctx) => can(ctx.level, 'invite:manage'),
    run: (ctx) => ctx.navigate(withOpenDialog(accountTabPath('invites'))),
  },
  {
    id: 'create-api-token',
    section: 'actions',
    title: (t) => t('palette.create-api-token', 'Create API token'),
    keywords: (t) => [t('palette.create-api-token-keywords', 'create new api token key secret script')],
    allowed: (ctx) => can(ctx.level, 'token:manage'),
    run: (ctx) => ctx.navigate(withOpenDialog(accountTabPath('apitokens'))),
  },
];

registerPalette('mf-account', { namespace: 'account', commands: ACCOUNT_COMMANDS });
