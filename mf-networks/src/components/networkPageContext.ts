import type { Network } from '@beacon/shared/contract';
import { createContext, useContext } from 'react';
import { useOutletContext, useSearchParams } from '@beacon/shared/router';

/**
 * The path mf-networks' route tree is mounted at, e.g. `/networks` under the shell's `/networks/*`.
 * App provides it (it comes from the base path the shell mounts App under), so links between the
 * network pages never spell a base path.
 */
export const NetworksPathContext = createContext<string | null>(null);

/**
 * Paths of one network's pages: `page` is the path under the network ('' for Events, `stats`,
 * `integrations/add/webhook`). Only the selected account stays in the query (a shared link opens in
 * it); filters belong to one page.
 */
export function useNetworkPagePath(networkId: string): (page?: string) => string {
  const mountPath = useContext(NetworksPathContext);
  const [params] = useSearchParams();
  if (mountPath === null) throw new Error('The network pages render inside the mf-networks App');
  const account = params.get('account');
  const query = account ? `?account=${encodeURIComponent(account)}` : '';
  const networkPath = `${mountPath.replace(/\/$/, '')}/${encodeURIComponent(networkId)}`;
  return (page = '') => `${networkPath}${page ? `/${page}` : ''}${query}`;
}

/** What the network page's layout route hands its child routes (the tabs and integration pages). */
export interface NetworkPageOutlet {
  accountId: string;
  network: Network;
  /** The network was deleted: leave the page. */
  onDeleted: () => void;
}

/** The loaded network, in a child route of the network page. */
export function useNetworkPage(): NetworkPageOutlet {
  return useOutletContext<NetworkPageOutlet>();
}
