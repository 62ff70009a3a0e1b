import type { AppDispatch } from '../api/store.ts';

/** Props the shell passes to every remote's exposed `./App`. */
export interface RemoteAppProps {
  /** The registry base path this App is mounted under, e.g. `/networks/*` or `/create_account`. */
  basePath: string;
}

/**
 * A remote's data prefetch for a component of its own that another remote is about to render (the
 * devices tab's device-explorer call, started together with the network call): it starts the same
 * query the component will make, into the console's store.
 */
export type RemotePrefetch<A> = (dispatch: AppDispatch, args: A) => void;

/** What the network page knows before its tab renders: enough to start a tab's first call. */
export interface NetworkTabPrefetchArgs {
  accountId: string;
  networkId: string;
  /** The page's query string (the tab's filters, sort and page live there). */
  search: string;
}
