import Skeleton from 'antd/es/skeleton';

export interface LoadingSkeletonProps {
  /** What is loading, e.g. "Loading statistics". */
  label: string;
}

/** A skeleton in place of what is loading, announced as a status. */
export function LoadingSkeleton({ label }: LoadingSkeletonProps) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton active />
    </div>
  );
}
