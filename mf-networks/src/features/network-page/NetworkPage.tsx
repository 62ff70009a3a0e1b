import { RemoteComponent } from '@beacon/shared';
import { NotBuiltYet, PageFrame } from '@beacon/shared/ui';
import { Tabs } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';

interface NetworkTab {
  key: string;
  label: string;
  title: string;
  content: (networkId: string) => ReactNode;
}

function networkTabs(t: TFunction): NetworkTab[] {
  const planned = (what: string) => () => <NotBuiltYet what={what} />;
  return [
    {
      key: '',
      label: t('network.tabs.events', 'Events'),
      title: t('network.titles.events', 'Events'),
      content: planned(t('network.planned.events', 'the events explorer with filters, paging and the JSON preview')),
    },
    {
      key: 'stats',
      label: t('network.tabs.stats', 'Statistics'),
      title: t('network.titles.stats', 'Statistics'),
      content: planned(
        t('network.planned.stats', 'Active Devices, Requests and Connections, and Data Transfer charts'),
      ),
    },
    {
      key: 'devices',
      label: t('network.tabs.devices', 'Devices'),
      title: t('network.titles.devices', 'Devices'),
      content: (networkId) => <RemoteComponent remote="mf-devices" expose="./NetworkDevices" props={{ networkId }} />,
    },
    {
      key: 'integrations',
      label: t('network.tabs.integrations', 'Integrations'),
      title: t('network.titles.integrations', 'Integrations'),
      content: planned(t('network.planned.integrations', 'installed data and platform service integrations')),
    },
    {
      key: 'routes',
      label: t('network.tabs.routes', 'Routes'),
      title: t('network.titles.routes', 'Routes'),
      content: planned(t('network.planned.routes', 'the ordered event routes and the route tester')),
    },
    {
      key: 'settings',
      label: t('network.tabs.settings', 'Network Settings'),
      title: t('network.titles.settings', 'Network Settings'),
      content: planned(t('network.planned.settings', 'rename, device landing page and delete network')),
    },
  ];
}

function integrationPage(rest: string, t: TFunction): NetworkTab | undefined {
  if (/^integrations\/add\/[^/]+$/.test(rest)) {
    const title = t('network.titles.integration-add', 'Add integration');
    return { key: 'integrations', label: '', title, content: () => <NotBuiltYet what={title} /> };
  }
  if (/^integrations\/edit\/[^/]+$/.test(rest)) {
    const title = t('network.titles.integration-edit', 'Edit integration');
    return { key: 'integrations', label: '', title, content: () => <NotBuiltYet what={title} /> };
  }
  return undefined;
}

/** Route `/networks/{networkId}/*`: the network page frame with one URL per tab. */
export default function NetworkPage() {
  const { t } = useTranslation('networks');
  const { networkId = '', '*': rest = '' } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const tabs = networkTabs(t);
  const active = tabs.find((tab) => tab.key === rest.replace(/\/$/, '')) ?? integrationPage(rest, t);
  if (!active) return <Navigate to="/404" replace />;
  return (
    <PageFrame title={`${active.title} · ${networkId}`}>
      <Tabs
        activeKey={active.key}
        onChange={(key) => void navigate(`/networks/${encodeURIComponent(networkId)}${key ? `/${key}` : ''}${search}`)}
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label }))}
      />
      {active.content(networkId)}
    </PageFrame>
  );
}
