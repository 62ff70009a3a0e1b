import { NotFoundPage, lazyExports, routedRemoteApp } from '@beacon/shared';
import * as React from 'react';
import type { RouteObject } from '@beacon/shared/router';

// Each screen registers its resources when its chunk loads: the dashboard its own `admin-dashboard`
// namespace, the others `admin` (src/locales/registerAdmin.ts).

// One lazy, named chunk per screen: a load failure names the page script.
const Screens = lazyExports({
  AdminDashboardPage: () =>
    import(/* webpackChunkName: "admin-dashboard" */ './features/admin-dashboard/AdminDashboardPage.tsx'),
  TiersPage: () => import(/* webpackChunkName: "admin-tiers" */ './features/tiers/TiersPage.tsx'),
  AdminAccountPage: () =>
    import(/* webpackChunkName: "admin-account" */ './features/admin-account/AdminAccountPage.tsx'),
  AdminNetworkDevicesPage: () =>
    import(
      /* webpackChunkName: "admin-network-devices" */ './features/admin-network-devices/AdminNetworkDevicesPage.tsx'
    ),
  AdminDevicePage: () => import(/* webpackChunkName: "admin-device" */ './features/admin-device/AdminDevicePage.tsx'),
  AdminHotspotPage: () =>
    import(/* webpackChunkName: "admin-hotspot" */ './features/admin-hotspot/AdminHotspotPage.tsx'),
  HotspotMonitoringPage: () =>
    import(
      /* webpackChunkName: "admin-hotspot-monitoring" */ './features/hotspot-monitoring/HotspotMonitoringPage.tsx'
    ),
});

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

const ROUTES: RouteObject[] = [
  { index: true, element: <Screens.AdminDashboardPage /> },
  { path: 'tiers', element: <Screens.TiersPage /> },
  { path: 'accounts/:accountId', element: <Screens.AdminAccountPage /> },
  { path: 'accounts/:accountId/networks/:networkId', element: <Screens.AdminNetworkDevicesPage /> },
  { path: 'devices/:deviceId', element: <Screens.AdminDevicePage /> },
  { path: 'hotspots/:hotspotId', element: <Screens.AdminHotspotPage /> },
  { path: 'hotspots-monitoring', element: <Screens.HotspotMonitoringPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** mf-admin: the platform-admin area under `/admin`. */
export default routedRemoteApp('mf-admin', ROUTES);
