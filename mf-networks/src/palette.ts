import {
  accountSearchProvider,
  can,
  HOME_PATH,
  networkChoices,
  networkPath,
  registerPalette,
  registerTranslations,
  type PaletteCommand,
  type PaletteContext,
  type PaletteContribution,
} from '@beacon/shared';
import { networkListApi } from './features/network-list/api.ts';
import en from './locales/en/networks-palette.json';

/**
 * mf-networks' palette contribution (`./palette`, issue 17; docs/remote-loading.md "Palette
 * contributions"): the networks search, Create network (level ≤ 20, as the Create Network button) and
 * Register device in a network (any member, as the Register Device card), a sub-list of the account's
 * networks. It loads with the palette's first opening: no antd, no page code.
 */
export const NETWORKS_PALETTE_REMOTE = 'mf-networks';

/** `/?create=1` opens the Create Network dialog on the network list (NetworkListPage reads it). */
export const CREATE_NETWORK_PATH = `${HOME_PATH}?create=1`;

/** A network's Devices tab with its Register Device card on Manual Entry (NetworkPage reads `?register=1`). */
export const registerDevicePath = (networkId: string) => `${networkPath(networkId, 'devices')}?register=1`;

/** The networks to register a device in; the network list when they could not be loaded. */
function registerChoices(ctx: PaletteContext): PaletteCommand[] {
  return networkChoices(ctx, {
    endpoint: networkListApi.endpoints.listNetworks,
    to: registerDevicePath,
    openListTitle: (t) => t('palette.register-device.open-list', 'Choose the network on the network list'),
  });
}

export const NETWORKS_PALETTE: PaletteContribution = {
  // Its own texts (networks-palette.json): the palette loads them without the pages' texts.
  namespace: 'networks-palette',
  commands: [
    {
      id: 'create-network',
      section: 'actions',
      title: (t) => t('palette.create-network', 'Create network'),
      keywords: (t) => [t('palette.create-network-keywords', 'new network add')],
      allowed: (ctx) => can(ctx.level, 'network:create'),
      run: (ctx) => ctx.navigate(CREATE_NETWORK_PATH),
    },
    {
      id: 'register-device',
      section: 'actions',
      title: (t) => t('palette.register-device.title', 'Register device in a network'),
      keywords: (t) => [t('palette.register-device.keywords', 'add device scanner manual entry')],
      // The Register Device card is there for every member (registration is any member's, docs/decisions.md).
      allowed: (ctx) => ctx.accountId !== null && ctx.level !== null,
      children: registerChoices,
    },
  ],
  providers: [accountSearchProvider(['network'], (result) => networkPath(result.id))],
};

void registerTranslations(NETWORKS_PALETTE.namespace, { en, de: () => import('./locales/de/networks-palette.json') });
registerPalette(NETWORKS_PALETTE_REMOTE, NETWORKS_PALETTE);
