import {
  preloadRoutesOnArrival,
  registerTranslations,
  RemoteComponent,
  lazyExports,
  retryableLazy,
  type RemoteAppProps,
} from '@beacon/shared';
import * as React from 'react';
import { Navigate, useParams, useRoutes, type RouteObject } from '@beacon/shared/router';
import { NetworksPathContext, useNetworkPage } from './components/networkPageContext.ts';
import { NOT_FOUND_PATH } from './features/network-page/notFoundPath.ts';
import { preloadDevicesTab } from './features/network-page/useDevicesTabPreload.ts';
import type { NetworkPageHandle, NetworkPageName, NetworkTabKey } from './features/network-page/useNetworkTabs.tsx';
import en from './locales/en/networks.json';

void registerTranslations('networks', { en, de: () => import('./locales/de/networks.json') });

// Each page's code is its own named chunk, so a load failure names the page script. The Register
// Device card and the settings tab come with the network page frame (the same chunk).
const Screens = lazyExports({
  NetworkListPage: () => import(/* webpackChunkName: "networks-list" */ './features/network-list/NetworkListPage.tsx'),
  RegisterDeviceCard: () =>
    import(/* webpackChunkName: "network-page" */ './features/register-device/RegisterDeviceCard.tsx'),
  RegisterDeviceCardSkeleton: () =>
    import(/* webpackChunkName: "network-page" */ './features/register-device/RegisterDeviceCard.tsx'),
  NetworkSettings: () =>
    import(/* webpackChunkName: "network-page" */ './features/network-settings/NetworkSettings.tsx'),
  EventsTab: () => import(/* webpackChunkName: "network-events" */ './features/events-explorer/EventsTab.tsx'),
  StatsTab: () => import(/* webpackChunkName: "network-stats" */ './features/network-stats/StatsTab.tsx'),
  IntegrationsTab: () =>
    import(/* webpackChunkName: "network-integrations" */ './features/integrations/IntegrationsTab.tsx'),
  IntegrationAddPage: () =>
    import(/* webpackChunkName: "integration-add" */ './features/integrations/IntegrationAddPage.tsx'),
  IntegrationEditPage: () =>
    import(/* webpackChunkName: "integration-edit" */ './features/integrations/IntegrationEditPage.tsx'),
  RoutesTab: () => import(/* webpackChunkName: "network-routes" */ './features/routes/RoutesTab.tsx'),
  RouteDeliveriesPage: () =>
    import(/* webpackChunkName: "deliveries" */ './features/deliveries/RouteDeliveriesPage.tsx'),
  IntegrationDeliveriesPage: () =>
    import(/* webpackChunkName: "deliveries" */ './features/deliveries/IntegrationDeliveriesPage.tsx'),
});
// The network page frame waits for the Register Device card, so both render at once.
const NetworkPage = retryableLazy(() =>
  Promise.all([
    import(/* webpackChunkName: "network-page" */ './features/network-page/NetworkPage.tsx').then((m) => m.NetworkPage),
    Screens.RegisterDeviceCard.preload(),
    Screens.RegisterDeviceCardSkeleton.preload(),
  ]).then(([page]) => page),
);

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

// The child routes' elements: each page gets the network that the layout route loaded.
function EventsRoute() {
  const { network } = useNetworkPage();
  return <Screens.EventsTab networkId={network.network_id} />;
}
function StatsRoute() {
  const { network } = useNetworkPage();
  return <Screens.StatsTab networkId={network.network_id} />;
}
function DevicesRoute() {
  const { network } = useNetworkPage();
  return <RemoteComponent remote="mf-devices" expose="./NetworkDevices" props={{ networkId: network.network_id }} />;
}
function IntegrationsRoute() {
  const { network } = useNetworkPage();
  return <Screens.IntegrationsTab networkId={network.network_id} />;
}
function IntegrationAddRoute() {
  const { network } = useNetworkPage();
  const { integrationType = '' } = useParams();
  return <Screens.IntegrationAddPage networkId={network.network_id} integrationType={integrationType} />;
}
function IntegrationEditRoute() {
  const { network } = useNetworkPage();
  const { configId = '' } = useParams();
  return <Screens.IntegrationEditPage networkId={network.network_id} configId={configId} />;
}
function IntegrationDeliveriesRoute() {
  const { network } = useNetworkPage();
  const { configId = '' } = useParams();
  return <Screens.IntegrationDeliveriesPage networkId={network.network_id} configId={configId} />;
}
function RouteDeliveriesRoute() {
  const { network } = useNetworkPage();
  const { routeKey = '' } = useParams();
  return <Screens.RouteDeliveriesPage networkId={network.network_id} routes={network.routes} routeKey={routeKey} />;
}
function SettingsRoute() {
  const { accountId, network, onDeleted } = useNetworkPage();
  return <Screens.NetworkSettings accountId={accountId} network={network} onDeleted={onDeleted} />;
}
// What each route renders, for a page load that lands on it (preloadRoutesOnArrival).
EventsRoute.preload = Screens.EventsTab.preload;
StatsRoute.preload = Screens.StatsTab.preload;
DevicesRoute.preload = preloadDevicesTab;
IntegrationsRoute.preload = Screens.IntegrationsTab.preload;
IntegrationAddRoute.preload = Screens.IntegrationAddPage.preload;
IntegrationEditRoute.preload = Screens.IntegrationEditPage.preload;
IntegrationDeliveriesRoute.preload = Screens.IntegrationDeliveriesPage.preload;
RouteDeliveriesRoute.preload = Screens.RouteDeliveriesPage.preload;
SettingsRoute.preload = Screens.NetworkSettings.preload;

/** Which tab a child route selects (a tab's key is its path) and which page it is, for the title. */
function page(tab: NetworkTabKey, name: NetworkPageName): NetworkPageHandle {
  return { tab, page: name };
}

/**
 * The network page's children (customer-console.md §2): a tab per URL segment, with Events as the
 * index, the integration add and edit pages under the Integrations tab, and the deliveries views (issue
 * 28) of a webhook integration and of a route (by its route key) under their tabs.
 */
const NETWORK_PAGES: RouteObject[] = [
  { index: true, handle: page('', 'events'), element: <EventsRoute /> },
  { path: 'stats', handle: page('stats', 'stats'), element: <StatsRoute /> },
  { path: 'devices', handle: page('devices', 'devices'), element: <DevicesRoute /> },
  {
    path: 'integrations',
    children: [
      { index: true, handle: page('integrations', 'integrations'), element: <IntegrationsRoute /> },
      {
        path: 'add/:integrationType',
        handle: page('integrations', 'integration-add'),
        element: <IntegrationAddRoute />,
      },
      {
        path: 'edit/:configId',
        handle: page('integrations', 'integration-edit'),
        element: <IntegrationEditRoute />,
      },
      {
        path: ':configId/deliveries',
        handle: page('integrations', 'integration-deliveries'),
        element: <IntegrationDeliveriesRoute />,
      },
    ],
  },
  {
    path: 'routes',
    children: [
      // The Routes tab reads the network id from the URL itself.
      { index: true, handle: page('routes', 'routes'), element: <Screens.RoutesTab /> },
      {
        path: ':routeKey/deliveries',
        handle: page('routes', 'route-deliveries'),
        element: <RouteDeliveriesRoute />,
      },
    ],
  },
  { path: 'settings', handle: page('settings', 'settings'), element: <SettingsRoute /> },
  // An unknown tab: the not-found page (the layout does not load the network for it).
  { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
];

const HOME = <Screens.NetworkListPage />;

/**
 * mf-networks' route tree, relative to where the shell mounts it: the network list is the index
 * and `{networkId}` is the network page, a layout route with the tabs as children and the Register
 * Device card in its frame.
 */
const NETWORKS_ROUTES: RouteObject[] = [
  { index: true, element: HOME },
  {
    path: ':networkId',
    element: (
      <NetworkPage
        pages={NETWORK_PAGES}
        registerCard={(props) => <Screens.RegisterDeviceCard {...props} />}
        registerCardSkeleton={<Screens.RegisterDeviceCardSkeleton />}
      />
    ),
    children: NETWORK_PAGES,
  },
];

/**
 * The route tree under the base path the shell mounts App at. A base path with a splat (`/networks/*`)
 * gets the whole tree; one without (`/`) is a single page, the tree's index (the network list).
 */
function networksRoutesUnder(basePath: string): RouteObject[] {
  return basePath.endsWith('*') ? NETWORKS_ROUTES : [{ index: true, element: HOME }];
}
preloadRoutesOnArrival('mf-networks', networksRoutesUnder);

function NetworksRouteTree() {
  return useRoutes(NETWORKS_ROUTES);
}

/** mf-networks: `/` (network list) and `/networks/{networkId}/*`. */
export default function App({ basePath }: RemoteAppProps) {
  const mountPath = basePath.replace(/\/?\*$/, '') || '/';
  return (
    <NetworksPathContext value={mountPath}>{basePath.endsWith('*') ? <NetworksRouteTree /> : HOME}</NetworksPathContext>
  );
}
