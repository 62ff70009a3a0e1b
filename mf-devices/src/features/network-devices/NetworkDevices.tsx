import { devicePath, registerTranslations, useAppDispatch, useSession, type ApiError } from '@beacon/shared';
import { usePagedTable } from '@beacon/shared/ui';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import type { SerializedError } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@beacon/shared/router';
import de from '../../locales/de/devices.json';
import en from '../../locales/en/devices.json';
import { networkDevicesApi, useExploreNetworkDevicesQuery } from './api.ts';
import { DeviceFilters } from './DeviceFilters.tsx';
import { DeviceMapPanel } from './DeviceMapPanel.tsx';
import { DeviceTable } from './DeviceTable.tsx';
import {
  DEVICE_PAGE_SIZE,
  hasFilters,
  NO_FILTERS,
  PARAM,
  parseDeviceListParams,
  parseView,
  withDeviceListQuery,
  type DeviceListQuery,
  type DeviceListView,
  type DeviceSort,
} from './deviceListQuery.ts';

registerTranslations('devices', { en, de });

export interface NetworkDevicesProps {
  networkId: string;
}

function messageOf(error: ApiError | SerializedError): string {
  return error.message ?? '';
}

/**
 * The devices tab of a network (customer-console.md §2), exposed as `./NetworkDevices` and rendered
 * by mf-networks at `/networks/{networkId}/devices`. Filters, sort, page and view live in the URL.
 */
export default function NetworkDevices({ networkId }: NetworkDevicesProps) {
  const { t } = useTranslation('devices');
  const { accountId } = useSession();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const { query, sortWasInvalid } = parseDeviceListParams(params);
  const view = parseView(params);
  const { data, currentData, error, isFetching, refetch } = useExploreNetworkDevicesQuery(
    accountId ? { accountId, networkId, query } : skipToken,
  );
  const showPage = useCallback(
    (page: number) =>
      setParams((prev) => withDeviceListQuery(prev, { ...parseDeviceListParams(prev).query, page }), { replace: true }),
    [setParams],
  );
  const tableRef = usePagedTable({
    page: query.page,
    total: currentData?.total,
    pageSize: DEVICE_PAGE_SIZE,
    onPastTheEnd: showPage,
  });

  // An invalid sort in the URL, or one the server refused, is reset to created descending (§5, §8).
  const sortRefused = data?.sortReset === true;
  const urlHasSort = params.has(PARAM.sort) || params.has(PARAM.order);
  useEffect(() => {
    if (!urlHasSort || (!sortWasInvalid && !sortRefused)) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(PARAM.sort);
        next.delete(PARAM.order);
        return next;
      },
      { replace: true },
    );
  }, [urlHasSort, sortWasInvalid, sortRefused, setParams]);

  const change = (next: Partial<DeviceListQuery>) =>
    setParams((prev) => withDeviceListQuery(prev, { ...parseDeviceListParams(prev).query, page: 1, ...next }));
  // A sort's request leaves from the click, before the new URL is rendered: the very query the tab then
  // makes (the same arguments, read back from the URL it writes), so it finds it running.
  const sortBy = (sort: DeviceSort) => {
    if (accountId) {
      const next = parseDeviceListParams(withDeviceListQuery(params, { ...query, page: 1, sort })).query;
      void dispatch(
        networkDevicesApi.util.prefetch('exploreNetworkDevices', { accountId, networkId, query: next }, {}),
      );
    }
    change({ sort });
  };
  const setView = (next: DeviceListView) =>
    setParams((prev) => {
      const updated = new URLSearchParams(prev);
      if (next === 'map') updated.set(PARAM.view, 'map');
      else updated.delete(PARAM.view);
      return updated;
    });
  const openDevice = useCallback(
    (deviceId: string) => void navigate(devicePath(deviceId, accountId)),
    [navigate, accountId],
  );

  const devices = data?.results ?? [];
  const filtered = hasFilters(query.filters);
  const empty = isFetching ? null : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('network-devices.empty.title', 'No devices')}>
      <Flex vertical align="center" gap={8}>
        <Typography.Text type="secondary">
          {filtered
            ? t('network-devices.empty.filtered', 'No device matches these filters. Change or clear them to see more.')
            : t('network-devices.empty.none', 'Devices registered to this network appear here.')}
        </Typography.Text>
        {filtered && (
          <Button onClick={() => change({ filters: NO_FILTERS })}>
            {t('network-devices.filters.clear', 'Clear Filters')}
          </Button>
        )}
      </Flex>
    </Empty>
  );

  let content: ReactNode;
  if (error) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('network-devices.error', 'The devices could not be loaded')}
        description={messageOf(error)}
        action={<Button onClick={() => void refetch()}>{t('network-devices.retry', 'Retry')}</Button>}
      />
    );
  } else if (view === 'map') {
    content = data ? (
      <DeviceMapPanel devices={devices} onOpenDevice={openDevice} />
    ) : (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin description={t('network-devices.loading', 'Loading devices…')}>
          <div style={{ width: 160, height: 48 }} />
        </Spin>
      </Flex>
    );
  } else {
    content = (
      <DeviceTable
        devices={devices}
        total={data?.total ?? 0}
        page={query.page}
        sort={query.sort}
        loading={isFetching}
        accountId={accountId}
        empty={empty}
        onSortChange={sortBy}
        onPageChange={(page) => change({ page })}
        tableRef={tableRef}
      />
    );
  }

  return (
    <section
      aria-label={t('network-devices.label', 'Devices of network {{id}}', { id: networkId })}
      data-remote-component="mf-devices/NetworkDevices"
    >
      <DeviceFilters value={query.filters} onChange={(filters) => change({ filters })} />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" aria-live="polite">
          {data && !isFetching
            ? t('network-devices.total', 'Devices: {{total, number}}', { total: data.total })
            : '\u00a0'}
        </Typography.Text>
        <Flex gap={8}>
          <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
            {t('network-devices.refresh', 'Refresh')}
          </Button>
          <Segmented<DeviceListView>
            aria-label={t('network-devices.view.label', 'View')}
            value={view}
            onChange={setView}
            options={[
              { value: 'table', label: t('network-devices.view.table', 'Table') },
              { value: 'map', label: t('network-devices.view.map', 'Map') },
            ]}
          />
        </Flex>
      </Flex>
      {content}
    </section>
  );
}
