import { accountTabPath, can, registerPalette, registerTranslations, type PaletteCommand } from '@beacon/shared';
import { withOpenDialog } from './components/dialogSwitch.ts';
import en from './locales/en/account-palette.json';

// mf-account's `./palette` (docs/remote-loading.md "Palette contributions"): loaded with the palette's
// first opening, perhaps before any account page, so it adds its own texts.

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

// Its own texts (account-palette.json): the palette loads them without the pages' texts.
const ACCOUNT_PALETTE = { namespace: 'account-palette', commands: ACCOUNT_COMMANDS };
void registerTranslations(ACCOUNT_PALETTE.namespace, { en, de: () => import('./locales/de/account-palette.json') });
registerPalette('mf-account', ACCOUNT_PALETTE);
