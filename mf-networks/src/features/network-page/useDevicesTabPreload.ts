import {
  preloadRemoteComponent,
  preloadRemoteModule,
  useAppDispatch,
  type NetworkTabPrefetchArgs,
  type RemotePrefetch,
} from '@beacon/shared';
import { useEffect } from 'react';
import { useLocation } from '@beacon/shared/router';

const DEVICES_REMOTE = 'mf-devices';
/** On another tab, the devices tab's code loads this long after the network has shown (ms). */
export const DEVICES_TAB_IDLE_PRELOAD_MS = 2000;

interface DevicesPrefetchModule {
  prefetchNetworkDevices: RemotePrefetch<NetworkTabPrefetchArgs>;
}

/**
 * The devices tab is mf-devices' component. On that tab its code loads at once, and its
 * device-explorer call starts as soon as the account is known, together with the network call
 * (not after the network has loaded and the tab has mounted). On another tab its code loads in the
 * background once the page has shown, so a switch to it does not wait for a remote's manifest.
 */
export function useDevicesTabPreload(
  tab: string | undefined,
  accountId: string | null | undefined,
  networkId: string,
  networkLoaded: boolean,
): void {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const onDevicesTab = tab === 'devices';

  useEffect(() => {
    if (onDevicesTab) {
      preloadRemoteComponent(DEVICES_REMOTE, './NetworkDevices');
      return undefined;
    }
    if (!networkLoaded) return undefined;
    const timer = setTimeout(
      () => preloadRemoteComponent(DEVICES_REMOTE, './NetworkDevices'),
      DEVICES_TAB_IDLE_PRELOAD_MS,
    );
    return () => clearTimeout(timer);
  }, [onDevicesTab, networkLoaded]);

  useEffect(() => {
    if (!onDevicesTab || !accountId) return;
    void preloadRemoteModule<DevicesPrefetchModule>(DEVICES_REMOTE, './prefetchNetworkDevices').then((module) =>
      module?.prefetchNetworkDevices(dispatch, { accountId, networkId, search }),
    );
  }, [onDevicesTab, accountId, networkId, search, dispatch]);
}

/**
 * A page load that lands on a devices tab (the tab route's preload, see App.tsx): mf-devices' tab
 * and its prefetch load now, together with this remote (the shell preloads it while sign-in runs),
 * not once the network page has mounted.
 */
export function preloadDevicesTab(): void {
  preloadRemoteComponent(DEVICES_REMOTE, './NetworkDevices');
  void preloadRemoteModule(DEVICES_REMOTE, './prefetchNetworkDevices');
}
