import type { Network } from '@beacon/shared/contract';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Typography from 'antd/es/typography';
import type { ListProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORKS_PAGE_SIZE } from './model.ts';
import { NetworkCard, NetworkCardSkeleton } from './NetworkCard.tsx';

/** One column on phones up to four on wide screens. */
const GRID: ListProps<Network>['grid'] = { gutter: 16, xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 4 };
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

/** The network cards, a page at a time, with the number of networks below them. */
export function NetworkGrid({ networks, page, onPageChange, emptyAction }: NetworkGridProps) {
  const { t } = useTranslation('networks');
  if (!networks) {
    return (
      <div role="status" aria-busy="true" aria-label={t('network-list.loading', 'Loading networks')}>
        <List
          grid={GRID}
          dataSource={SKELETON_CARDS}
          renderItem={() => (
            <List.Item>
              <NetworkCardSkeleton />
            </List.Item>
          )}
        />
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
  return (
    <List
      grid={GRID}
      rowKey="network_id"
      dataSource={networks}
      renderItem={(network) => (
        <List.Item>
          <NetworkCard network={network} />
        </List.Item>
      )}
      pagination={
        networks.length > NETWORKS_PAGE_SIZE && {
          current: page,
          pageSize: NETWORKS_PAGE_SIZE,
          showSizeChanger: false,
          onChange: onPageChange,
          align: 'center',
        }
      }
      footer={
        <Typography.Text type="secondary">
          {t('network-list.footer.total', 'Total networks: {{total, number}}', { total: networks.length })}
        </Typography.Text>
      }
    />
  );
}
