import { NotFoundPage, registerTranslations, retryableLazy, type RemoteAppProps } from '@beacon/shared';
import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HotspotNav } from './features/hotspot-nav/HotspotNav.tsx';
import en from './locales/en/hotspots.json';

registerTranslations('hotspots', en);

const pages = () => import(/* webpackChunkName: "hotspots-pages" */ './features/hotspot-pages/pages.tsx');
const DashboardPage = retryableLazy(
  () => import(/* webpackChunkName: "hotspots-dashboard" */ './features/hotspot-dashboard/DashboardPage.tsx'),
);
const ManagePage = retryableLazy(() => pages().then((m) => m.ManagePage));
const GroupsPage = retryableLazy(() => pages().then((m) => m.GroupsPage));
const GroupPage = retryableLazy(() => pages().then((m) => m.GroupPage));
const HotspotPage = retryableLazy(() => pages().then((m) => m.HotspotPage));

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

/** mf-hotspots: dashboard, manage, groups, group detail and hotspot view under `/hotspots`. */
export default function App(_props: RemoteAppProps) {
  return (
    <>
      <HotspotNav />
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="manage" element={<ManagePage />} />
        <Route path="groups" element={<GroupsPage />} />
        <Route path="groups/:groupId" element={<GroupPage />} />
        <Route path=":hotspotId" element={<HotspotPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
