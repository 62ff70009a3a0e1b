import {
  preloadRoutesOnArrival,
  registerTranslations,
  RemoteComponent,
  retryableLazy,
  type RemoteAppProps,
} from '@beacon/shared';
import * as React from 'react';
import { Navigate, useParams, useRoutes, type RouteObject } from '@beacon/shared/router';
import { NetworksPathContext, useNetworkPage } from './components/networkPageContext.ts';
import { NOT_FOUND_PATH } from './features/network-page/notFoundPath.ts';
import { preloadDevicesTab } from './features/network-page/useDevicesTabPreload.ts';
import type { NetworkPageHandle, NetworkPageName, NetworkTabKey } from './features/network-page/useNetworkTabs.tsx';
import de from './locales/de/networks.json';
import en from './locales/en/networks.json';

registerTranslations('networks', { en, de });

// Each page's code is its own named chunk, so a load failure names the page script.
const NetworkListPage = retryableLazy(() =>
  import(/* webpackChunkName: "networks-list" */ './features/network-list/NetworkListPage.tsx').then(
    (m) => m.NetworkListPage,
  ),
);
// The Register Device card is in the network page frame's chunk, and the frame waits for it, so
// both render at once.
const RegisterDeviceCard = retryableLazy(() =>
  import(/* webpackChunkName: "network-page" */ './features/register-device/RegisterDeviceCard.tsx').then(
    (m) => m.RegisterDeviceCard,
  ),
);
const RegisterDeviceCardSkeleton = retryableLazy(() =>
  import(/* webpackChunkName: "network-page" */ './features/register-device/RegisterDeviceCard.tsx').then(
    (m) => m.RegisterDeviceCardSkeleton,
  ),
);
const NetworkPage = retryableLazy(() =>
  Promise.all([
    import(/* webpackChunkName: "network-page" */ './features/network-page/NetworkPage.tsx').then((m) => m.NetworkPage),
    RegisterDeviceCard.preload(),
    RegisterDeviceCardSkeleton.preload(),
  ]).then(([page]) => page),
);
// The settings tab comes with the network page frame (the same chunk).
const NetworkSettings = retryableLazy(() =>
  import(/* webpackChunkName: "network-page" */ './features/network-settings/NetworkSettings.tsx').then(
    (m) => m.NetworkSettings,
  ),
);
const EventsTab = retryableLazy(() =>
  import(/* webpackChunkName: "network-events" */ './features/events-explorer/EventsTab.tsx').then((m) => m.EventsTab),
);
const StatsTab = retryableLazy(() =>
  import(/* webpackChunkName: "network-stats" */ './features/network-stats/StatsTab.tsx').then((m) => m.StatsTab),
);
const IntegrationsTab = retryableLazy(() =>
  import(/* webpackChunkName: "network-integrations" */ './features/integrations/IntegrationsTab.tsx').then(
    (m) => m.IntegrationsTab,
  ),
);
const IntegrationAddPage = retryableLazy(() =>
  import(/* webpackChunkName: "integration-add" */ './features/integrations/IntegrationAddPage.tsx').then(
    (m) => m.IntegrationAddPage,
  ),
);
const IntegrationEditPage = retryableLazy(() =>
  import(/* webpackChunkName: "integration-edit" */ './features/integrations/IntegrationEditPage.tsx').then(
    (m) => m.IntegrationEditPage,
  ),
);
const RoutesTab = retryableLazy(() =>
  import(/* webpackChunkName: "network-routes" */ './features/routes/RoutesTab.tsx').then((m) => m.RoutesTab),
);

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

// The child routes' elements: each page gets the network that the layout route loaded.
function EventsRoute() {
  const { network } = useNetworkPage();
  return <EventsTab networkId={network.network_id} />;
}
function StatsRoute() {
  const { network } = useNetworkPage();
  return <StatsTab networkId={network.network_id} />;
}
function DevicesRoute() {
  const { network } = useNetworkPage();
  return <RemoteComponent remote="mf-devices" expose="./NetworkDevices" props={{ networkId: network.network_id }} />;
}
function IntegrationsRoute() {
  const { network } = useNetworkPage();
  return <IntegrationsTab networkId={network.network_id} />;
}
function IntegrationAddRoute() {
  const { network } = useNetworkPage();
  const { integrationType = '' } = useParams();
  return <IntegrationAddPage networkId={network.network_id} integrationType={integrationType} />;
}
function IntegrationEditRoute() {
  const { network } = useNetworkPage();
  const { configId = '' } = useParams();
  return <IntegrationEditPage networkId={network.network_id} configId={configId} />;
}
function SettingsRoute() {
  const { accountId, network, onDeleted } = useNetworkPage();
  return <NetworkSettings accountId={accountId} network={network} onDeleted={onDeleted} />;
}
// What each route renders, for a page load that lands on it (preloadRoutesOnArrival).
EventsRoute.preload = EventsTab.preload;
StatsRoute.preload = StatsTab.preload;
DevicesRoute.preload = preloadDevicesTab;
IntegrationsRoute.preload = IntegrationsTab.preload;
IntegrationAddRoute.preload = IntegrationAddPage.preload;
IntegrationEditRoute.preload = IntegrationEditPage.preload;
SettingsRoute.preload = NetworkSettings.preload;

/** Which tab a child route selects (a tab's key is its path) and which page it is, for the title. */
function page(tab: NetworkTabKey, name: NetworkPageName): NetworkPageHandle {
  return { tab, page: name };
}

/**
 * The network page's children (customer-console.md §2): a tab per URL segment, with Events as the
 * index, and the integration add and edit pages under the Integrations tab.
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
    ],
  },
  // The Routes tab reads the network id from the URL itself.
  { path: 'routes', handle: page('routes', 'routes'), element: <RoutesTab /> },
  { path: 'settings', handle: page('settings', 'settings'), element: <SettingsRoute /> },
  // An unknown tab: the not-found page (the layout does not load the network for it).
  { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
];

const HOME = <NetworkListPage />;

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
        registerCard={(props) => <RegisterDeviceCard {...props} />}
        registerCardSkeleton={<RegisterDeviceCardSkeleton />}
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
