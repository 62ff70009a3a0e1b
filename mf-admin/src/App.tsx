import { NotFoundPage, preloadRoutesOnArrival, retryableLazy, type RemoteAppProps } from '@beacon/shared';
import * as React from 'react';
import { useRoutes, type RouteObject } from '@beacon/shared/router';

// Each screen registers its resources when its chunk loads: the dashboard its own `admin-dashboard`
// namespace, the others `admin` (src/locales/registerAdmin.ts).

// One lazy, named chunk per screen: a load failure names the page script.
const AdminDashboardPage = retryableLazy(() =>
  import(/* webpackChunkName: "admin-dashboard" */ './features/admin-dashboard/AdminDashboardPage.tsx').then(
    (m) => m.AdminDashboardPage,
  ),
);
const TiersPage = retryableLazy(() =>
  import(/* webpackChunkName: "admin-tiers" */ './features/tiers/TiersPage.tsx').then((m) => m.TiersPage),
);
const AdminAccountPage = retryableLazy(() =>
  import(/* webpackChunkName: "admin-account" */ './features/admin-account/AdminAccountPage.tsx').then(
    (m) => m.AdminAccountPage,
  ),
);
const AdminNetworkDevicesPage = retryableLazy(() =>
  import(
    /* webpackChunkName: "admin-network-devices" */ './features/admin-network-devices/AdminNetworkDevicesPage.tsx'
  ).then((m) => m.AdminNetworkDevicesPage),
);
const AdminDevicePage = retryableLazy(() =>
  import(/* webpackChunkName: "admin-device" */ './features/admin-device/AdminDevicePage.tsx').then(
    (m) => m.AdminDevicePage,
  ),
);
const AdminHotspotPage = retryableLazy(() =>
  import(/* webpackChunkName: "admin-hotspot" */ './features/admin-hotspot/AdminHotspotPage.tsx').then(
    (m) => m.AdminHotspotPage,
  ),
);
const HotspotMonitoringPage = retryableLazy(() =>
  import(
    /* webpackChunkName: "admin-hotspot-monitoring" */ './features/hotspot-monitoring/HotspotMonitoringPage.tsx'
  ).then((m) => m.HotspotMonitoringPage),
);

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

const ROUTES: RouteObject[] = [
  { index: true, element: <AdminDashboardPage /> },
  { path: 'tiers', element: <TiersPage /> },
  { path: 'accounts/:accountId', element: <AdminAccountPage /> },
  { path: 'accounts/:accountId/networks/:networkId', element: <AdminNetworkDevicesPage /> },
  { path: 'devices/:deviceId', element: <AdminDevicePage /> },
  { path: 'hotspots/:hotspotId', element: <AdminHotspotPage /> },
  { path: 'hotspots-monitoring', element: <HotspotMonitoringPage /> },
  { path: '*', element: <NotFoundPage /> },
];
preloadRoutesOnArrival('mf-admin', () => ROUTES);

/** mf-admin: the platform-admin area under `/admin`. */
export default function App(_props: RemoteAppProps) {
  return useRoutes(ROUTES);
}
