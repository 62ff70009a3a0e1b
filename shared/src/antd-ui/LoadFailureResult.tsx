import type { ApiError } from '@beacon/shared';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import type { ReactNode } from 'react';

/** The query whose load failed: Retry runs it again (what `refetch` answers is not waited for). */
export interface RetryableQuery {
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LoadFailureResultProps {
  /** What could not be loaded, e.g. "The API tokens could not be loaded". */
  title: string;
  /** Why: its message is shown under the title. */
  error: ApiError;
  /** The Retry button's text (each page has its own key). */
  retryLabel: string;
  /** Refetched on Retry, which spins while the query runs. */
  query: RetryableQuery;
  /** An action beside Retry. */
  extra?: ReactNode;
}

/**
 * A page's or a list's load that failed, shown in place of what it should have loaded (an antd
 * `Result`): what failed, the message and a primary Retry. `LoadFailure` is the smaller inline form.
 */
export function LoadFailureResult({ title, error, retryLabel, query, extra }: LoadFailureResultProps) {
  return (
    <Result
      status="error"
      title={title}
      subTitle={error.message}
      extra={
        <>
          <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
            {retryLabel}
          </Button>
          {extra}
        </>
      }
    />
  );
}
