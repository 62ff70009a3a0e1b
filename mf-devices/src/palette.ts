import {
  accountSearchProvider,
  devicePath,
  formatDeviceId,
  networkChoices,
  networkPath,
  registerPalette,
  registerTranslations,
  type PaletteCommand,
  type PaletteContext,
  type PaletteContribution,
} from '@beacon/shared';
import { deviceNetworksApi } from './components/deviceNetworksApi.ts';
import en from './locales/en/devices-palette.json';

/**
 * mf-devices' palette contribution (`./palette`, issue 17; docs/remote-loading.md "Palette
 * contributions"): the devices search (id, MAC or SGTIN, whole or part), each result opening the
 * device page in the selected account, and Import devices into a network (issue 28), a sub-list of
 * the account's networks. Registering one device is mf-networks' command (its card). It loads with
 * the palette's first opening: no antd, no page code.
 */
export const DEVICES_PALETTE_REMOTE = 'mf-devices';

/** A network's Devices tab with the Import devices dialog open (NetworkDevices reads `?import=1`). */
export const importDevicesPath = (networkId: string) => `${networkPath(networkId, 'devices')}?import=1`;

/** The networks to import into; the network list when they could not be loaded. */
function importChoices(ctx: PaletteContext): PaletteCommand[] {
  return networkChoices(ctx, {
    endpoint: deviceNetworksApi.endpoints.listDeviceNetworks,
    to: importDevicesPath,
    openListTitle: (t) => t('palette.import-devices.open-list', 'Choose the network on the network list'),
  });
}

export const DEVICES_PALETTE: PaletteContribution = {
  // Its own texts (devices-palette.json): the palette loads them without the pages' texts.
  namespace: 'devices-palette',
  commands: [
    {
      id: 'import-devices',
      section: 'actions',
      title: (t) => t('palette.import-devices.title', 'Import devices into a network'),
      keywords: (t) => [t('palette.import-devices.keywords', 'bulk upload csv xlsx file register many devices')],
      // As the Import button on a network's Devices tab: any member (as registering a device).
      allowed: (ctx) => ctx.accountId !== null && ctx.level !== null,
      children: importChoices,
    },
  ],
  providers: [
    accountSearchProvider(
      ['device'],
      (result, ctx) => devicePath(result.id, ctx.accountId),
      // As the device page writes it: the MAC (or SGTIN), with the raw id as secondary text.
      (result) => {
        const shown = formatDeviceId(result.id);
        return { title: shown, subtitle: shown === result.id ? result.subtitle : result.id };
      },
    ),
  ],
};

void registerTranslations(DEVICES_PALETTE.namespace, { en, de: () => import('./locales/de/devices-palette.json') });
registerPalette(DEVICES_PALETTE_REMOTE, DEVICES_PALETTE);
