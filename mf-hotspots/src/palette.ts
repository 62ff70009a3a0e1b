import {
  accountSearchProvider,
  hotspotGroupPath,
  hotspotPath,
  hotspotsPath,
  registerPalette,
  registerTranslations,
  type PaletteContext,
  type PaletteContribution,
} from '@beacon/shared';
import en from './locales/en/hotspots-palette.json';

/**
 * mf-hotspots' palette contribution (`./palette`, issue 17; docs/remote-loading.md "Palette
 * contributions"): the hotspots search (id, alias, site) opening the hotspot view, the groups search
 * opening the group, Register hotspot and Import hotspots. It loads with the palette's first opening: no antd, no page code.
 */
export const HOTSPOTS_PALETTE_REMOTE = 'mf-hotspots';

/** `/hotspots/manage?register=1` opens the Register Hotspot dialog empty (ManageHotspotsPage reads it). */
export const REGISTER_HOTSPOT_PATH = `${hotspotsPath('manage')}?register=1`;
/** `/hotspots/manage?import=1` opens the Import hotspots dialog (ManageHotspotsPage reads it). */
export const IMPORT_HOTSPOTS_PATH = `${hotspotsPath('manage')}?import=1`;

/** As the Register Hotspot and Import buttons: any member of the account (installers set hotspots up in the field). */
const anyMember = (ctx: PaletteContext) => ctx.accountId !== null && ctx.level !== null;

export const HOTSPOTS_PALETTE: PaletteContribution = {
  // Its own texts (hotspots-palette.json): the palette loads them without the pages' texts.
  namespace: 'hotspots-palette',
  commands: [
    {
      id: 'register-hotspot',
      section: 'actions',
      title: (t) => t('palette.register-hotspot', 'Register hotspot'),
      keywords: (t) => [t('palette.register-hotspot-keywords', 'add new hotspot gateway')],
      allowed: anyMember,
      run: (ctx) => ctx.navigate(REGISTER_HOTSPOT_PATH),
    },
    {
      id: 'import-hotspots',
      section: 'actions',
      title: (t) => t('palette.import-hotspots', 'Import hotspots'),
      keywords: (t) => [t('palette.import-hotspots-keywords', 'bulk upload csv xlsx file register many')],
      allowed: anyMember,
      run: (ctx) => ctx.navigate(IMPORT_HOTSPOTS_PATH),
    },
  ],
  // One search for both kinds (one request per query): a hotspot opens its view, a group its page.
  providers: [
    accountSearchProvider(['hotspot', 'group'], (result) =>
      result.kind === 'group' ? hotspotGroupPath(result.id) : result.kind === 'hotspot' ? hotspotPath(result.id) : null,
    ),
  ],
};

void registerTranslations(HOTSPOTS_PALETTE.namespace, { en, de: () => import('./locales/de/hotspots-palette.json') });
registerPalette(HOTSPOTS_PALETTE_REMOTE, HOTSPOTS_PALETTE);
