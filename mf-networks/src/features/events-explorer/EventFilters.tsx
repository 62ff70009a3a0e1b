import { ReloadOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterInput } from './FilterInput.tsx';
import { hasFilters, NO_FILTERS, type EventFilters as Filters } from './eventsQuery.ts';

export interface EventFiltersProps {
  value: Filters;
  refreshing: boolean;
  onChange: (filters: Filters) => void;
  onRefresh: () => void;
}

/** Device ID and Event Type filters, Refresh and Clear Filters (customer-console.md §2). */
export function EventFilters({ value, refreshing, onChange, onRefresh }: EventFiltersProps) {
  const { t } = useTranslation('networks');
  return (
    <Form layout="inline" component="div" style={{ rowGap: 8 }}>
      <Form.Item label={t('events.filters.device-id', 'Device ID')} htmlFor="events-filter-device-id">
        <FilterInput
          id="events-filter-device-id"
          value={value.deviceId}
          placeholder={t('events.filters.device-id-placeholder', 'Device ID or part of it')}
          onCommit={(deviceId) => onChange({ ...value, deviceId })}
        />
      </Form.Item>
      <Form.Item label={t('events.filters.event-type', 'Event Type')} htmlFor="events-filter-event-type">
        <FilterInput
          id="events-filter-event-type"
          value={value.eventType}
          placeholder={t('events.filters.event-type-placeholder', 'e.g. device_spotted or device.message.*')}
          onCommit={(eventType) => onChange({ ...value, eventType })}
        />
      </Form.Item>
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
    </Form>
  );
}
