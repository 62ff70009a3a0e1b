import { NotFoundPage, registerTranslations, retryableLazy, type RemoteAppProps } from '@beacon/shared';
import * as React from 'react';
import { Route, Routes } from 'react-router';
import en from './locales/en/admin.json';

registerTranslations('admin', en);

const pages = () => import(/* webpackChunkName: "admin-pages" */ './features/admin-pages/pages.tsx');
const DashboardPage = retryableLazy(
  () => import(/* webpackChunkName: "admin-dashboard" */ './features/admin-dashboard/AdminDashboardPage.tsx'),
);
const TiersPage = retryableLazy(() => pages().then((m) => m.TiersPage));
const AccountPage = retryableLazy(() => pages().then((m) => m.AdminAccountPage));
const NetworkDevicesPage = retryableLazy(() => pages().then((m) => m.AdminNetworkDevicesPage));
const DevicePage = retryableLazy(() => pages().then((m) => m.AdminDevicePage));
const HotspotPage = retryableLazy(() => pages().then((m) => m.AdminHotspotPage));
const MonitoringPage = retryableLazy(() => pages().then((m) => m.MonitoringPage));

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

/** mf-admin: the platform-admin area under `/admin`. */
export default function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="tiers" element={<TiersPage />} />
      <Route path="accounts/:accountId" element={<AccountPage />} />
      <Route path="accounts/:accountId/networks/:networkId" element={<NetworkDevicesPage />} />
      <Route path="devices/:deviceId" element={<DevicePage />} />
      <Route path="hotspots/:hotspotId" element={<HotspotPage />} />
      <Route path="hotspots-monitoring" element={<MonitoringPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
