import { useNetworkPagePath } from '../../components/networkPageContext.ts';

/**
 * The integrations tab and its add/edit pages (customer-console.md §2), keeping the selected
 * account in the URL as the network page's tabs do.
 */
export function useIntegrationPaths(networkId: string) {
  const pagePath = useNetworkPagePath(networkId);
  return {
    tab: pagePath('integrations'),
    add: (type: string) => pagePath(`integrations/add/${encodeURIComponent(type)}`),
    edit: (configId: string) => pagePath(`integrations/edit/${encodeURIComponent(configId)}`),
  };
}
