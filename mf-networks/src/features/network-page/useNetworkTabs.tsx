import { useTranslation } from 'react-i18next';

/** A tab of the network page; its key is its child route's path ('' for Events, the index route). */
export type NetworkTabKey = '' | 'stats' | 'devices' | 'integrations' | 'routes' | 'settings';

/** The pages under a network: the tabs, the integration add and edit pages and the deliveries views. */
export type NetworkPageName =
  | 'events'
  | 'stats'
  | 'devices'
  | 'integrations'
  | 'integration-add'
  | 'integration-edit'
  | 'integration-deliveries'
  | 'routes'
  | 'route-deliveries'
  | 'settings';

/**
 * The `handle` of each child route of the network page (see App.tsx): the tab that is selected
 * and the page, which names the title.
 */
export interface NetworkPageHandle {
  tab: NetworkTabKey;
  page: NetworkPageName;
}

export interface NetworkTab {
  key: NetworkTabKey;
  label: string;
}

/** The network page's tabs (customer-console.md §2), in order; each is its own child route. */
export function useNetworkTabs(): NetworkTab[] {
  const { t } = useTranslation('networks');
  return [
    { key: '', label: t('network.tabs.events', 'Events') },
    { key: 'stats', label: t('network.tabs.stats', 'Statistics') },
    { key: 'devices', label: t('network.tabs.devices', 'Devices') },
    { key: 'integrations', label: t('network.tabs.integrations', 'Integrations') },
    { key: 'routes', label: t('network.tabs.routes', 'Routes') },
    { key: 'settings', label: t('network.tabs.settings', 'Network Settings') },
  ];
}

/** The route part of a network page's title (the page shows it with the network name). */
export function useNetworkPageTitle(page: NetworkPageName | undefined): string {
  const { t } = useTranslation('networks');
  switch (page) {
    case 'events':
      return t('network.titles.events', 'Events');
    case 'stats':
      return t('network.titles.stats', 'Statistics');
    case 'devices':
      return t('network.titles.devices', 'Devices');
    case 'integrations':
      return t('network.titles.integrations', 'Integrations');
    case 'integration-add':
      return t('network.titles.integration-add', 'Add integration');
    case 'integration-edit':
      return t('network.titles.integration-edit', 'Edit integration');
    case 'integration-deliveries':
      return t('network.titles.integration-deliveries', 'Integration deliveries');
    case 'routes':
      return t('network.titles.routes', 'Routes');
    case 'route-deliveries':
      return t('network.titles.route-deliveries', 'Route deliveries');
    case 'settings':
      return t('network.titles.settings', 'Network Settings');
    case undefined:
      return '';
  }
}
