import { NotFoundPage, registerTranslations, lazyExports, routedRemoteApp } from '@beacon/shared';
import * as React from 'react';
import type { RouteObject } from '@beacon/shared/router';
import en from './locales/en/devices.json';

void registerTranslations('devices', { en, de: () => import('./locales/de/devices.json') });

const Screens = lazyExports({
  DeviceListPage: () => import(/* webpackChunkName: "devices-list" */ './features/device-list/DeviceListPage.tsx'),
  DevicePage: () => import(/* webpackChunkName: "device-page" */ './features/device-detail/DevicePage.tsx'),
});

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

const ROUTES: RouteObject[] = [
  { index: true, element: <Screens.DeviceListPage /> },
  { path: ':devId', element: <Screens.DevicePage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** mf-devices: `/devices` and `/devices/{devId}`. */
export default routedRemoteApp('mf-devices', ROUTES);
