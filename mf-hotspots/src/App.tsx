import { NotFoundPage, registerTranslations, lazyExports, routedRemoteApp } from '@beacon/shared';
import * as React from 'react';
import { Navigate, type RouteObject } from '@beacon/shared/router';
import { HotspotNav } from './components/HotspotNav.tsx';
import en from './locales/en/hotspots.json';

void registerTranslations('hotspots', { en, de: () => import('./locales/de/hotspots.json') });

// One lazy, named chunk per screen: a load failure names the page script.
const Screens = lazyExports({
  HotspotDashboardPage: () =>
    import(/* webpackChunkName: "hotspots-dashboard" */ './features/hotspot-dashboard/HotspotDashboardPage.tsx'),
  ManageHotspotsPage: () =>
    import(/* webpackChunkName: "hotspots-manage" */ './features/manage-hotspots/ManageHotspotsPage.tsx'),
  HotspotGroupsPage: () =>
    import(/* webpackChunkName: "hotspots-groups" */ './features/hotspot-groups/HotspotGroupsPage.tsx'),
  GroupDetailPage: () =>
    import(/* webpackChunkName: "hotspots-group-detail" */ './features/group-detail/GroupDetailPage.tsx'),
  HotspotViewPage: () =>
    import(/* webpackChunkName: "hotspots-hotspot-view" */ './features/hotspot-view/HotspotViewPage.tsx'),
});

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

const ROUTES: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'dashboard', element: <Screens.HotspotDashboardPage /> },
  { path: 'manage', element: <Screens.ManageHotspotsPage /> },
  { path: 'groups', element: <Screens.HotspotGroupsPage /> },
  { path: 'groups/:groupId', element: <Screens.GroupDetailPage /> },
  { path: ':hotspotId', element: <Screens.HotspotViewPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** mf-hotspots: dashboard, manage, groups, group detail and hotspot view under `/hotspots`. */
export default routedRemoteApp('mf-hotspots', ROUTES, HotspotNav);
