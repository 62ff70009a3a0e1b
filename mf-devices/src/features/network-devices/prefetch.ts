import type { NetworkTabPrefetchArgs, RemotePrefetch } from '@beacon/shared';
import { deviceExplorerApi } from '../../components/device-explorer/api.ts';
import { parseDeviceListParams } from '../../components/device-explorer/deviceListQuery.ts';

/**
 * Exposed as `./prefetchNetworkDevices`: mf-networks calls it when a network page opens on its
 * devices tab, once the account is known, so the device-explorer call leaves together with the
 * network call instead of after it. It starts the very query the tab makes (same arguments, from
 * the same URL parameters), so the tab finds it running or answered.
 */
export const prefetchNetworkDevices: RemotePrefetch<NetworkTabPrefetchArgs> = (
  dispatch,
  { accountId, networkId, search },
) => {
  const { query } = parseDeviceListParams(new URLSearchParams(search), { networkId });
  void dispatch(deviceExplorerApi.util.prefetch('exploreDevices', { accountId, networkId, query }, {}));
};
