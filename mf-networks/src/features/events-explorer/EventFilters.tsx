import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterInput } from './FilterInput.tsx';
import { hasFilters, NO_FILTERS, type EventFilters as Filters } from './eventsQuery.ts';

export interface EventFiltersProps {
  value: Filters;
  refreshing: boolean;
  onChange: (filters: Filters) => void;
  onRefresh: () => void;
  /** False in a device's explorer: the device is fixed, so there is no Device ID filter. */
  deviceFilter?: boolean;
  /** More of the toolbar, after Clear Filters (Form.Items: the Live switch, an Export button). */
  children?: ReactNode;
}

/** Device ID and Event Type filters, Refresh and Clear Filters (customer-console.md §2), then `children`. */
export function EventFilters(props: EventFiltersProps) {
  const { value, refreshing, onChange, onRefresh, deviceFilter = true, children } = props;
  const { t } = useTranslation('networks');
  const fields = [
    {
      key: 'deviceId',
      id: 'events-filter-device-id',
      label: t('events.filters.device-id', 'Device ID'),
      placeholder: t('events.filters.device-id-placeholder', 'Device ID or part of it'),
    },
    {
      key: 'eventType',
      id: 'events-filter-event-type',
      label: t('events.filters.event-type', 'Event Type'),
      placeholder: t('events.filters.event-type-placeholder', 'e.g. device_spotted or device.message.*'),
    },
  ] as const;
  return (
    <Form layout="inline" component="div" style={{ rowGap: 8 }}>
      {fields
        .filter(({ key }) => deviceFilter || key !== 'deviceId')
        .map(({ key, id, label, placeholder }) => (
          <Form.Item key={key} label={label} htmlFor={id}>
            <FilterInput
              id={id}
              value={value[key]}
              placeholder={placeholder}
              onCommit={(filter) => onChange({ ...value, [key]: filter })}
            />
          </Form.Item>
        ))}
      <Form.Item>
        <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
          {t('events.filters.refresh', 'Refresh')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button disabled={!hasFilters(value)} onClick={() => onChange(NO_FILTERS)}>
          {t('events.filters.clear', 'Clear Filters')}
        </Button>
      </Form.Item>
      {children}
    </Form>
  );
}
