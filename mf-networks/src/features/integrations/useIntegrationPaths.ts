import { useSearchParams } from 'react-router';

/**
 * The integrations tab and its add/edit pages (customer-console.md §2), keeping the selected
 * account in the URL as the network page's tabs do.
 */
export function useIntegrationPaths(networkId: string) {
  const [params] = useSearchParams();
  const account = params.get('account');
  const query = account ? `?account=${encodeURIComponent(account)}` : '';
  const base = `/networks/${encodeURIComponent(networkId)}/integrations`;
  return {
    tab: `${base}${query}`,
    add: (type: string) => `${base}/add/${encodeURIComponent(type)}${query}`,
    edit: (configId: string) => `${base}/edit/${encodeURIComponent(configId)}${query}`,
  };
}
