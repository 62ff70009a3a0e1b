import { isStandardTier } from '@beacon/shared';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { TableColumnsType, TablePaginationConfig, TableRef } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TierProfile } from '@beacon/shared/contract';
import { useDateFormat, type DateFormat } from '@beacon/shared/ui';

export interface TierTableProps {
  tiers: TierProfile[];
  loading: boolean;
  empty: ReactNode;
  pagination: TablePaginationConfig;
  /** The tier being deleted. */
  deleting: string | undefined;
  onEdit: (tier: TierProfile) => void;
  onDelete: (tier: TierProfile) => void;
  /** For the page's paging (`usePagedTable`). */
  tableRef?: Ref<TableRef>;
}

/** Wide enough for every column; a phone scrolls the table sideways. */
const TABLE_SCROLL = { x: 760 };

/**
 * The tier profiles: name, display name, standard or custom, how many features it sets, and Edit and
 * Delete (disabled with a hint for the standard tiers, which cannot be deleted).
 */
export function TierTable({ tiers, loading, empty, pagination, deleting, onEdit, onDelete, tableRef }: TierTableProps) {
  const { t } = useTranslation('admin');
  const { number } = useDateFormat();
  return (
    <Table<TierProfile>
      ref={tableRef}
      size="middle"
      rowKey="tier_name"
      columns={tierColumns(t, deleting, onEdit, onDelete, number)}
      dataSource={tiers}
      loading={loading}
      pagination={pagination}
      scroll={TABLE_SCROLL}
      aria-label={t('tiers.table.label', 'Tier profiles')}
      locale={{ emptyText: empty }}
    />
  );
}

function tierColumns(
  t: TFunction<'admin'>,
  deleting: string | undefined,
  onEdit: TierTableProps['onEdit'],
  onDelete: TierTableProps['onDelete'],
  number: DateFormat['number'],
): TableColumnsType<TierProfile> {
  return [
    {
      title: t('tiers.table.tier-name', 'Tier name'),
      key: 'tier-name',
      width: 180,
      render: (_, tier) => <Typography.Text code>{tier.tier_name}</Typography.Text>,
    },
    {
      title: t('tiers.table.display-name', 'Display name'),
      key: 'name',
      width: 200,
      render: (_, tier) => tier.profile_name,
    },
    {
      title: t('tiers.table.kind', 'Kind'),
      key: 'kind',
      width: 110,
      render: (_, tier) =>
        isStandardTier(tier.tier_name) ? (
          <Tag color="blue">{t('tiers.table.standard', 'Standard')}</Tag>
        ) : (
          <Tag>{t('tiers.table.custom', 'Custom')}</Tag>
        ),
    },
    {
      title: t('tiers.table.features', 'Features set'),
      key: 'features',
      width: 110,
      render: (_, tier) => number(Object.keys(tier.features).length),
    },
    {
      title: t('tiers.table.actions', 'Actions'),
      key: 'actions',
      width: 180,
      render: (_, tier) => {
        const standard = isStandardTier(tier.tier_name);
        const name = tier.tier_name;
        const remove = (
          <Button
            size="small"
            danger
            disabled={standard}
            loading={deleting === name}
            onClick={() => onDelete(tier)}
            aria-label={t('tiers.table.delete-label', 'Delete tier {{name}}', { name })}
          >
            {t('tiers.table.delete', 'Delete')}
          </Button>
        );
        return (
          <Flex gap="small" wrap>
            <Button
              size="small"
              onClick={() => onEdit(tier)}
              aria-label={t('tiers.table.edit-label', 'Edit tier {{name}}', { name })}
            >
              {t('tiers.table.edit', 'Edit')}
            </Button>
            {standard ? (
              <Tooltip title={t('tiers.table.standard-hint', 'Standard tiers cannot be deleted')}>{remove}</Tooltip>
            ) : (
              remove
            )}
          </Flex>
        );
      },
    },
  ];
}
