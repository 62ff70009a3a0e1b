import type { ApiError } from '@beacon/shared';
import type { ReactNode } from 'react';
import { LoadFailureResult, type LoadFailureResultProps, type RetryableQuery } from './LoadFailureResult.tsx';

export interface LoadedResultProps extends Omit<LoadFailureResultProps, 'error' | 'query'> {
  /** The query: its data, once loaded, stays shown after a failed reload; Retry refetches it. */
  query: RetryableQuery & { data?: unknown };
  /** Why the load failed (`useLoadErrorToast`'s answer); undefined while it has not. */
  error: ApiError | undefined;
  /** What the query's data shows: also while it loads. */
  children: ReactNode;
}

/**
 * A page's table or list, or in its place, when the load failed and nothing was loaded,
 * `LoadFailureResult`: what failed, the message and Retry. `Loaded` is the smaller inline form.
 */
export function LoadedResult({ query, error, children, ...failure }: LoadedResultProps) {
  if (!error || query.data) return children;
  return <LoadFailureResult {...failure} error={error} query={query} />;
}
