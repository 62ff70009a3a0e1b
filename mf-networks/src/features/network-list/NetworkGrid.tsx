import type { Network } from '@beacon/shared/contract';
import { LazyBoundary, retryableLazy } from '@beacon/shared';
import Empty from 'antd/es/empty';
import type { PaginationProps } from 'antd';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORKS_PAGE_SIZE } from './model.ts';
import { NetworkCard, NetworkCardSkeleton } from './NetworkCard.tsx';

// Most accounts have fewer networks than a page holds: the pager (antd's Pagination) loads only for
// those with more, never on the way to the first card.
const Pagination = retryableLazy<PaginationProps>(() => import('antd/es/pagination'));
const SKELETON_CARDS = [0, 1, 2];

export interface NetworkGridProps {
  /** Undefined while loading. */
  networks: Network[] | undefined;
  /** The 1-based page of cards shown. */
  page: number;
  onPageChange: (page: number) => void;
  /** Shown in the empty state (the Create Network button). */
  emptyAction: ReactNode;
}

/**
 * The network cards, a page at a time, with the number of networks below them: a CSS grid of one
 * column on phones up to four on wide screens (networkCard.css), gaps of 16 px.
 */
export function NetworkGrid({ networks, page, onPageChange, emptyAction }: NetworkGridProps) {
  const { t } = useTranslation('networks');
  if (!networks) {
    return (
      <div role="status" aria-busy="true" aria-label={t('network-list.loading', 'Loading networks')}>
        <div className="beacon-network-grid">
          {SKELETON_CARDS.map((key) => (
            <NetworkCardSkeleton key={key} />
          ))}
        </div>
      </div>
    );
  }
  if (networks.length === 0) {
    return (
      <Empty description={t('network-list.empty', 'No networks yet. Create one to start registering devices.')}>
        {emptyAction}
      </Empty>
    );
  }
  const paged = networks.length > NETWORKS_PAGE_SIZE;
  const shown = paged ? networks.slice((page - 1) * NETWORKS_PAGE_SIZE, page * NETWORKS_PAGE_SIZE) : networks;
  return (
    <div className="beacon-network-list">
      <ul className="beacon-network-grid">
        {shown.map((network) => (
          <li key={network.network_id}>
            <NetworkCard network={network} />
          </li>
        ))}
      </ul>
      {paged && (
        <LazyBoundary fallback={<div className="beacon-network-pager" />}>
          <div className="beacon-network-pager">
            <Pagination
              current={page}
              pageSize={NETWORKS_PAGE_SIZE}
              total={networks.length}
              showSizeChanger={false}
              onChange={onPageChange}
              align="center"
            />
          </div>
        </LazyBoundary>
      )}
      <Typography.Text type="secondary">
        {t('network-list.footer.total', 'Total networks: {{total, number}}', { total: networks.length })}
      </Typography.Text>
    </div>
  );
}
