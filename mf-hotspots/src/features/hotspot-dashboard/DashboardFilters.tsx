import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { GroupSelect } from '../../components/GroupSelect.tsx';

export interface DashboardFiltersProps {
  groupId: string | undefined;
  hotspotId: string | undefined;
  onGroupChange: (groupId: string | undefined) => void;
  /** The hotspot id text, applied on Enter or Search (empty clears it). */
  onHotspotIdApply: (text: string) => void;
  onRefresh: () => void;
  onClear: () => void;
  refreshing: boolean;
}

/**
 * The dashboard's controls: the group select, the hotspot id filter (a full UUID, or part of one),
 * Refresh Data and Clear Filters. They wrap, one to a line on a phone.
 */
export function DashboardFilters({
  groupId,
  hotspotId,
  onGroupChange,
  onHotspotIdApply,
  onRefresh,
  onClear,
  refreshing,
}: DashboardFiltersProps) {
  const { t } = useTranslation('hotspots');
  return (
    <Flex wrap gap="small" align="center" role="search" aria-label={t('dashboard.filters.label', 'Filters')}>
      <GroupSelect
        allowAll
        value={groupId}
        onChange={onGroupChange}
        aria-label={t('dashboard.filters.group', 'Group')}
        style={{ flex: '1 1 220px' }}
      />
      <Input.Search
        // A new value in the URL (Clear Filters, Back) starts the field afresh.
        key={hotspotId ?? ''}
        defaultValue={hotspotId}
        aria-label={t('dashboard.filters.hotspot-id', 'Hotspot ID')}
        placeholder={t('dashboard.filters.hotspot-id-placeholder', 'Hotspot ID (full or part)')}
        enterButton={t('dashboard.filters.search', 'Search')}
        allowClear
        onSearch={(value) => onHotspotIdApply(value)}
        style={{ flex: '1 1 300px' }}
      />
      <Flex gap="small" wrap>
        <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
          {t('dashboard.filters.refresh', 'Refresh Data')}
        </Button>
        <Button onClick={onClear}>{t('dashboard.filters.clear', 'Clear Filters')}</Button>
      </Flex>
    </Flex>
  );
}
