import type { ReactNode } from 'react';
import { LoadFailure } from './LoadFailure.tsx';

/** What `Loaded` reads of a query's result (an RTK Query hook's answer has all of it). */
export interface LoadedQuery {
  data?: unknown;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LoadedProps {
  query: LoadedQuery;
  /** What failed to load, e.g. "The members could not be loaded". */
  title: string;
  /** Why: the failure's message (e.g. `useLoadErrorToast`'s answer's), shown under the title. */
  message?: string;
  /** What the query's data shows: also while it loads, and after a failed reload that kept the data. */
  children: ReactNode;
}

/**
 * A table's or a panel's content, or in its place, when the load failed and nothing was loaded,
 * `LoadFailure`: what failed, the message and Retry (which loads again).
 */
export function Loaded({ query, title, message, children }: LoadedProps) {
  if (!query.error || query.data) return children;
  return (
    <LoadFailure title={title} message={message} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  );
}
