import { RemoteComponent, retryableLazy } from '@beacon/shared';
import type { Network } from '@beacon/shared/contract';
import { Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkSettings } from '../network-settings/NetworkSettings.tsx';

const EventsTab = retryableLazy(
  () => import(/* webpackChunkName: "network-events" */ '../events-explorer/EventsTab.tsx'),
);
const StatsTab = retryableLazy(() => import(/* webpackChunkName: "network-stats" */ '../network-stats/StatsTab.tsx'));
const RoutesTab = retryableLazy(() => import(/* webpackChunkName: "network-routes" */ '../routes/RoutesTab.tsx'));
const IntegrationsTab = retryableLazy(
  () => import(/* webpackChunkName: "network-integrations" */ '../integrations/IntegrationsTab.tsx'),
);
const IntegrationAddPage = retryableLazy(
  () => import(/* webpackChunkName: "integration-add" */ '../integrations/IntegrationAddPage.tsx'),
);
const IntegrationEditPage = retryableLazy(
  () => import(/* webpackChunkName: "integration-edit" */ '../integrations/IntegrationEditPage.tsx'),
);

/** A tab whose code is its own chunk: a skeleton while it loads (the frame stays). */
function lazyTab(tab: ReactNode) {
  return <Suspense fallback={<Skeleton active />}>{tab}</Suspense>;
}

/** What a tab's content needs. */
export interface NetworkTabContext {
  accountId: string;
  network: Network;
  /** The network was deleted: leave the page. */
  onDeleted: () => void;
}

export interface NetworkTab {
  /** The URL segment under /networks/{networkId} ('' for the Events tab, the default child). */
  key: string;
  label: string;
  /** The route part of the page title (with the network name). */
  title: string;
  content: (context: NetworkTabContext) => ReactNode;
}

/** The network page's tabs (customer-console.md §2), each its own URL. */
export function useNetworkTabs(): NetworkTab[] {
  const { t } = useTranslation('networks');
  return [
    {
      key: '',
      label: t('network.tabs.events', 'Events'),
      title: t('network.titles.events', 'Events'),
      content: ({ network }) => lazyTab(<EventsTab networkId={network.network_id} />),
    },
    {
      key: 'stats',
      label: t('network.tabs.stats', 'Statistics'),
      title: t('network.titles.stats', 'Statistics'),
      content: ({ network }) => lazyTab(<StatsTab networkId={network.network_id} />),
    },
    {
      key: 'devices',
      label: t('network.tabs.devices', 'Devices'),
      title: t('network.titles.devices', 'Devices'),
      content: ({ network }) => (
        <RemoteComponent remote="mf-devices" expose="./NetworkDevices" props={{ networkId: network.network_id }} />
      ),
    },
    {
      key: 'integrations',
      label: t('network.tabs.integrations', 'Integrations'),
      title: t('network.titles.integrations', 'Integrations'),
      content: ({ network }) => lazyTab(<IntegrationsTab networkId={network.network_id} />),
    },
    {
      key: 'routes',
      label: t('network.tabs.routes', 'Routes'),
      title: t('network.titles.routes', 'Routes'),
      content: ({ network }) => lazyTab(<RoutesTab networkId={network.network_id} />),
    },
    {
      key: 'settings',
      label: t('network.tabs.settings', 'Network Settings'),
      title: t('network.titles.settings', 'Network Settings'),
      content: ({ accountId, network, onDeleted }) => (
        <NetworkSettings accountId={accountId} network={network} onDeleted={onDeleted} />
      ),
    },
  ];
}

/** The add and edit integration pages: under the Integrations tab (router params arrive decoded). */
export function useIntegrationPage(rest: string): NetworkTab | undefined {
  const { t } = useTranslation('networks');
  const add = /^integrations\/add\/([^/]+)$/.exec(rest)?.[1];
  if (add !== undefined) {
    const title = t('network.titles.integration-add', 'Add integration');
    return {
      key: 'integrations',
      label: '',
      title,
      content: ({ network }) => lazyTab(<IntegrationAddPage networkId={network.network_id} integrationType={add} />),
    };
  }
  const edit = /^integrations\/edit\/([^/]+)$/.exec(rest)?.[1];
  if (edit !== undefined) {
    const title = t('network.titles.integration-edit', 'Edit integration');
    return {
      key: 'integrations',
      label: '',
      title,
      content: ({ network }) => lazyTab(<IntegrationEditPage networkId={network.network_id} configId={edit} />),
    };
  }
  return undefined;
}
