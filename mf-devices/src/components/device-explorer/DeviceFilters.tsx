import { deviceIdFilterFromInput } from '@beacon/shared';
import type { Network } from '@beacon/shared/contract';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFilters, NO_FILTERS, type DayRange, type DeviceFilters as Filters } from './deviceListQuery.ts';

/** A network as the account's list names it. */
export type NetworkName = Pick<Network, 'network_id' | 'name'>;

export interface DeviceFiltersProps {
  value: Filters;
  onChange: (filters: Filters) => void;
  /** The account's list: a Network filter first. */
  showNetwork?: boolean;
  /** The Network filter's choices: the account's networks (undefined while they load). */
  networks?: readonly NetworkName[];
}

const SELECT_SEARCH = { optionFilterProp: 'label' };

/** "All networks", then the networks by name; a chosen network the account does not list shows its id. */
function networkOptions(t: TFunction<'devices'>, networks: readonly NetworkName[] | undefined, chosen: string) {
  const byName = [...(networks ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const options = [
    { value: '', label: t('device-list.filters.all-networks', 'All networks') },
    ...byName.map((network) => ({ value: network.network_id, label: network.name })),
  ];
  if (chosen && !byName.some((network) => network.network_id === chosen))
    options.push({ value: chosen, label: chosen });
  return options;
}

type RangeField = 'created' | 'last_seen' | 'last_request';

function toPickerValue(range: DayRange | null): [Dayjs, Dayjs] | null {
  return range ? [dayjs(range.from), dayjs(range.to)] : null;
}

function fromPickerValue(value: [Dayjs | null, Dayjs | null] | null): DayRange | null {
  const [from, to] = value ?? [];
  return from && to ? { from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') } : null;
}

/** Network (the account's list only), Device ID and the Created, Last Spotted and Last Request date ranges. */
export function DeviceFilters({ value, onChange, showNetwork = false, networks }: DeviceFiltersProps) {
  const { t } = useTranslation('devices');
  const options = useMemo(() => networkOptions(t, networks, value.network), [t, networks, value.network]);
  const ranges: Array<{ field: RangeField; label: string }> = [
    { field: 'created', label: t('network-devices.filters.created', 'Created') },
    { field: 'last_seen', label: t('network-devices.filters.last-seen', 'Last Spotted') },
    { field: 'last_request', label: t('network-devices.filters.last-request', 'Last Request') },
  ];
  const deviceIdLabel = t('network-devices.filters.device-id', 'Device ID');
  return (
    <Form layout="inline" component="div" colon={false} style={{ rowGap: 8, marginBottom: 12 }}>
      {showNetwork && (
        <Form.Item label={t('device-list.filters.network', 'Network')} htmlFor="device-list-network">
          <Select<string>
            id="device-list-network"
            showSearch={SELECT_SEARCH}
            value={value.network}
            loading={!networks}
            options={options}
            style={{ width: 220 }}
            onChange={(network) => onChange({ ...value, network })}
          />
        </Form.Item>
      )}
      <Form.Item label={deviceIdLabel} htmlFor="network-devices-device-id">
        <Input.Search
          // Typing is local until submitted; a new value in the URL (Clear Filters) starts afresh.
          key={value.deviceId}
          id="network-devices-device-id"
          defaultValue={value.deviceId}
          placeholder={t('network-devices.filters.device-id-placeholder', 'Device ID or MAC address')}
          allowClear
          enterButton={t('network-devices.filters.search', 'Search')}
          style={{ width: 360 }}
          onSearch={(text) => onChange({ ...value, deviceId: deviceIdFilterFromInput(text) })}
        />
      </Form.Item>
      {ranges.map(({ field, label }) => (
        <Form.Item key={field} label={label} htmlFor={`network-devices-${field}-start`}>
          <DatePicker.RangePicker
            id={{ start: `network-devices-${field}-start`, end: `network-devices-${field}-end` }}
            value={toPickerValue(value[field])}
            allowEmpty={[false, false]}
            onChange={(dates) => onChange({ ...value, [field]: fromPickerValue(dates) })}
          />
        </Form.Item>
      ))}
      <Form.Item>
        <Button disabled={!hasFilters(value)} onClick={() => onChange(NO_FILTERS)}>
          {t('network-devices.filters.clear', 'Clear Filters')}
        </Button>
      </Form.Item>
    </Form>
  );
}
