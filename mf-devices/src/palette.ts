import {
  accountSearchProvider,
  devicePath,
  formatDeviceId,
  registerPalette,
  type PaletteContribution,
} from '@beacon/shared';

/**
 * mf-devices' palette contribution (`./palette`, issue 17; docs/remote-loading.md "Palette
 * contributions"): the devices search (id, MAC or SGTIN, whole or part), each result opening the
 * device page in the selected account. Registering a device is mf-networks' command (its card).
 */
export const DEVICES_PALETTE_REMOTE = 'mf-devices';

export const DEVICES_PALETTE: PaletteContribution = {
  namespace: 'devices',
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

registerPalette(DEVICES_PALETTE_REMOTE, DEVICES_PALETTE);
