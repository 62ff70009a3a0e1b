import {
  NotFoundPage,
  preloadRoutesOnArrival,
  registerTranslations,
  retryableLazy,
  type RemoteAppProps,
} from '@beacon/shared';
import * as React from 'react';
import { useRoutes, type RouteObject } from '@beacon/shared/router';
import de from './locales/de/devices.json';
import en from './locales/en/devices.json';

registerTranslations('devices', { en, de });

const DeviceListPage = retryableLazy(() =>
  import(/* webpackChunkName: "devices-list" */ './features/device-list/DeviceListPage.tsx').then(
    (m) => m.DeviceListPage,
  ),
);
const DevicePage = retryableLazy(() =>
  import(/* webpackChunkName: "device-page" */ './features/device-detail/DevicePage.tsx').then((m) => m.DevicePage),
);

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

const ROUTES: RouteObject[] = [
  { index: true, element: <DeviceListPage /> },
  { path: ':devId', element: <DevicePage /> },
  { path: '*', element: <NotFoundPage /> },
];
preloadRoutesOnArrival('mf-devices', () => ROUTES);

/** mf-devices: `/devices` and `/devices/{devId}`. */
export default function App(_props: RemoteAppProps) {
  return useRoutes(ROUTES);
}
