import {
  accountSearchProvider,
  can,
  HOME_PATH,
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

const listNetworks = networkListApi.endpoints.listNetworks;

/** How long a failed fetch of the sub-list's networks shows the way to the network list before it is tried again. */
export const NETWORKS_RETRY_MS = 10_000;

/**
 * The network list's own query for the account, from the store: its data, whether it is being
 * fetched, and whether (and since when) it failed. The palette lists a command's children again
 * whenever the API cache changes, so nothing else needs to track the fetch.
 */
function networksQuery(ctx: PaletteContext, accountId: string) {
  return ctx.dispatch((_, getState) => listNetworks.select(accountId)(getState()));
}

type NetworksQuery = ReturnType<typeof networksQuery>;

/** A failed fetch shows the way to the network list for a while instead of fetching again at every listing. */
function failedLately(query: NetworksQuery): boolean {
  return query.isError && Date.now() - (query.startedTimeStamp ?? 0) < NETWORKS_RETRY_MS;
}

/**
 * Fetches the account's networks for the sub-list, after the palette's render (a store update
 * during it would update other components), unless one did meanwhile: a listing before this runs
 * asks again, and an answer may have come in between.
 */
function fetchNetworks(ctx: PaletteContext, accountId: string): void {
  setTimeout(() => {
    const query = networksQuery(ctx, accountId);
    if (query.isUninitialized || (query.isError && !failedLately(query))) {
      void ctx.dispatch(listNetworks.initiate(accountId, { subscribe: false }));
    }
  }, 0);
}

/** The networks to register a device in; the network list when they could not be loaded. */
function networkChoices(ctx: PaletteContext): PaletteCommand[] {
  const { accountId } = ctx;
  if (accountId === null) return [];
  const query = networksQuery(ctx, accountId);
  if (query.data) {
    return query.data.map((network) => ({
      id: network.network_id,
      section: 'actions',
      title: () => network.name,
      keywords: [network.network_id],
      run: (c) => c.navigate(registerDevicePath(network.network_id)),
    }));
  }
  if (query.isLoading) return [];
  if (failedLately(query)) {
    return [
      {
        id: 'network-list',
        section: 'navigation',
        title: (t) => t('palette.register-device.open-list', 'Choose the network on the network list'),
        run: (c) => c.navigate(HOME_PATH),
      },
    ];
  }
  fetchNetworks(ctx, accountId);
  return [];
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
      children: networkChoices,
    },
  ],
  providers: [accountSearchProvider(['network'], (result) => networkPath(result.id))],
};

void registerTranslations(NETWORKS_PALETTE.namespace, { en, de: () => import('./locales/de/networks-palette.json') });
registerPalette(NETWORKS_PALETTE_REMOTE, NETWORKS_PALETTE);
