import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { hasFilters, type DeviceFilters } from './deviceListQuery.ts';

export interface DeviceListEmptyProps {
  /** The account's list (`/devices`) rather than a network's tab. */
  account: boolean;
  filters: DeviceFilters;
  /** Clear Filters. */
  onClear: () => void;
}

/** What a device list shows without devices: why, and Clear Filters when filters hide them. */
export function DeviceListEmpty({ account, filters, onClear }: DeviceListEmptyProps) {
  const { t } = useTranslation('devices');
  const filtered = hasFilters(filters);
  let title: string;
  let hint: string;
  if (account) {
    title = filtered
      ? t('device-list.empty.filtered', 'No devices match the filters')
      : t('device-list.empty.none', 'No devices in this account');
    hint = filtered
      ? t('device-list.empty.filtered-hint', 'Change or clear the filters to see more.')
      : t('device-list.empty.none-hint', "Devices registered to any of the account's networks appear here.");
  } else {
    title = t('network-devices.empty.title', 'No devices');
    hint = filtered
      ? t('network-devices.empty.filtered', 'No device matches these filters. Change or clear them to see more.')
      : t('network-devices.empty.none', 'Devices registered to this network appear here.');
  }
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={title}>
      <Flex vertical align="center" gap={8}>
        <Typography.Text type="secondary">{hint}</Typography.Text>
        {filtered && <Button onClick={onClear}>{t('network-devices.filters.clear', 'Clear Filters')}</Button>}
      </Flex>
    </Empty>
  );
}
