import type { ApiError } from '@beacon/shared';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import type { ReactNode } from 'react';

/** The query whose load failed: Retry runs it again (what `refetch` answers is not waited for). */
export interface RetryableQuery {
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LoadFailureProps {
  /** What could not be loaded, e.g. "The events could not be loaded". */
  title: string;
  /** Why: its message is shown under the title. */
  error: ApiError;
  retryLabel: string;
  /** Refetched on Retry, which spins while the query runs. */
  query: RetryableQuery;
  /** An action beside Retry. */
  extra?: ReactNode;
}

/** A load that failed, shown in place of what it should have loaded, with Retry. */
export function LoadFailure({ title, error, retryLabel, query, extra }: LoadFailureProps) {
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
