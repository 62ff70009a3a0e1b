import {
  NotFoundPage,
  preloadRoutesOnArrival,
  registerTranslations,
  retryableLazy,
  type RemoteAppProps,
} from '@beacon/shared';
import * as React from 'react';
import { Navigate, useRoutes, type RouteObject } from '@beacon/shared/router';
import { HotspotNav } from './components/HotspotNav.tsx';
import de from './locales/de/hotspots.json';
import en from './locales/en/hotspots.json';

registerTranslations('hotspots', { en, de });

// One lazy, named chunk per screen: a load failure names the page script.
const HotspotDashboardPage = retryableLazy(() =>
  import(/* webpackChunkName: "hotspots-dashboard" */ './features/hotspot-dashboard/HotspotDashboardPage.tsx').then(
    (m) => m.HotspotDashboardPage,
  ),
);
const ManageHotspotsPage = retryableLazy(() =>
  import(/* webpackChunkName: "hotspots-manage" */ './features/manage-hotspots/ManageHotspotsPage.tsx').then(
    (m) => m.ManageHotspotsPage,
  ),
);
const HotspotGroupsPage = retryableLazy(() =>
  import(/* webpackChunkName: "hotspots-groups" */ './features/hotspot-groups/HotspotGroupsPage.tsx').then(
    (m) => m.HotspotGroupsPage,
  ),
);
const GroupDetailPage = retryableLazy(() =>
  import(/* webpackChunkName: "hotspots-group-detail" */ './features/group-detail/GroupDetailPage.tsx').then(
    (m) => m.GroupDetailPage,
  ),
);
const HotspotViewPage = retryableLazy(() =>
  import(/* webpackChunkName: "hotspots-hotspot-view" */ './features/hotspot-view/HotspotViewPage.tsx').then(
    (m) => m.HotspotViewPage,
  ),
);

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

const ROUTES: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'dashboard', element: <HotspotDashboardPage /> },
  { path: 'manage', element: <ManageHotspotsPage /> },
  { path: 'groups', element: <HotspotGroupsPage /> },
  { path: 'groups/:groupId', element: <GroupDetailPage /> },
  { path: ':hotspotId', element: <HotspotViewPage /> },
  { path: '*', element: <NotFoundPage /> },
];
preloadRoutesOnArrival('mf-hotspots', () => ROUTES);

/** mf-hotspots: dashboard, manage, groups, group detail and hotspot view under `/hotspots`. */
export default function App(_props: RemoteAppProps) {
  return (
    <>
      <HotspotNav />
      {useRoutes(ROUTES)}
    </>
  );
}
