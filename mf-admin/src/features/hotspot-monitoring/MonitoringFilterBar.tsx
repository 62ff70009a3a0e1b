import { useHotspotGroupLabel } from '@beacon/shared';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MonitoringFilters, type MonitoringStatus } from './monitoringFilters.ts';

export interface MonitoringFilterBarProps {
  /** The applied filters (from the URL): the fields start from them. */
  applied: MonitoringFilters;
  /** The groups of the loaded hotspots. */
  groups: string[];
  onApply: (filters: MonitoringFilters) => void;
  onClear: () => void;
}

/** The Select value of "All". */
const ALL = '';

interface FilterSelectProps<V extends string> {
  id: string;
  value: V | typeof ALL;
  onChange: (value: V | typeof ALL) => void;
  /** The text of "All", the first option: no filter. */
  all: string;
  options: { value: V; label: string }[];
}

/** A filter's select: "All" first (no filter), then the values to filter by. */
function FilterSelect<V extends string>({ all, options, ...select }: FilterSelectProps<V>) {
  return <Select<V | typeof ALL> {...select} options={[{ value: ALL, label: all }, ...options]} />;
}

/**
 * Group, status (All, Online, Offline, Unknown) and hotspot id; Apply (or Enter in a field) applies
 * what is chosen, Clear removes every filter. The parent re-keys it when the applied filters change.
 */
export function MonitoringFilterBar({ applied, groups, onApply, onClear }: MonitoringFilterBarProps) {
  const { t } = useTranslation('admin');
  const [group, setGroup] = useState(applied.group ?? ALL);
  const [status, setStatus] = useState<MonitoringStatus | typeof ALL>(applied.status ?? ALL);
  const [hotspotId, setHotspotId] = useState(applied.hotspotId ?? '');
  const all = t('monitoring.filters.all', 'All');
  const groupLabel = useHotspotGroupLabel();
  const groupOptions = groups.map((value) => ({ value, label: groupLabel(value) }));
  const statusOptions: { value: MonitoringStatus; label: string }[] = [
    { value: 'online', label: t('monitoring.filters.online', 'Online') },
    { value: 'offline', label: t('monitoring.filters.offline', 'Offline') },
    { value: 'unknown', label: t('monitoring.filters.unknown', 'Unknown') },
  ];
  const field = { style: { marginInlineEnd: 0, marginBottom: 8, flex: '1 1 200px' } };
  return (
    <Form
      layout="vertical"
      role="search"
      aria-label={t('monitoring.filters.label', 'Filters')}
      onFinish={() => onApply({ group: group || undefined, status: status || undefined, hotspotId })}
    >
      <Flex wrap gap="small" align="end">
        <Form.Item label={t('monitoring.filters.group', 'Group')} htmlFor="monitoring-group" {...field}>
          <FilterSelect id="monitoring-group" value={group} onChange={setGroup} all={all} options={groupOptions} />
        </Form.Item>
        <Form.Item label={t('monitoring.filters.status', 'Status')} htmlFor="monitoring-status" {...field}>
          <FilterSelect id="monitoring-status" value={status} onChange={setStatus} all={all} options={statusOptions} />
        </Form.Item>
        <Form.Item label={t('monitoring.filters.hotspot-id', 'Hotspot ID')} htmlFor="monitoring-hotspot-id" {...field}>
          <Input
            id="monitoring-hotspot-id"
            value={hotspotId}
            placeholder={t('monitoring.filters.hotspot-id-placeholder', 'Full or part of an ID')}
            onChange={(event) => setHotspotId(event.target.value)}
          />
        </Form.Item>
        <Form.Item style={{ marginInlineEnd: 0, marginBottom: 8 }}>
          <Flex gap="small">
            <Button type="primary" htmlType="submit">
              {t('monitoring.filters.apply', 'Apply')}
            </Button>
            <Button onClick={onClear}>{t('monitoring.filters.clear', 'Clear')}</Button>
          </Flex>
        </Form.Item>
      </Flex>
    </Form>
  );
}
