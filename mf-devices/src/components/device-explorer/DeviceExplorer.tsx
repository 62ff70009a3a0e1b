import { devicePath, useAppDispatch, useSession, type ApiError } from '@beacon/shared';
import { usePagedTable } from '@beacon/shared/ui';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import type { SerializedError } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@beacon/shared/router';
import { deviceExplorerApi, useExploreDevicesQuery } from './api.ts';
import { DeviceFilters, type NetworkName } from './DeviceFilters.tsx';
import { DevicesExport } from './DevicesExport.tsx';
import { DeviceListEmpty } from './DeviceListEmpty.tsx';
import { DeviceMapPanel } from './DeviceMapPanel.tsx';
import { DeviceTable } from './DeviceTable.tsx';
import {
  DEVICE_PAGE_SIZE,
  NO_FILTERS,
  type DeviceListScope,
  type DeviceListView,
  type DeviceSort,
} from './deviceListQuery.ts';
import { useDeviceListUrl, useDropRefusedSort } from './useDeviceListUrl.ts';

export interface DeviceExplorerProps {
  /** One network's devices (its Devices tab); without it, the account's devices across all its networks. */
  networkId?: string;
  /** The account's list: its networks, for the Network filter and column (undefined while they load). */
  networks?: readonly NetworkName[];
  /** More buttons beside Refresh, View and Export (the network's tab: Import). */
  actions?: ReactNode;
}

function messageOf(error: ApiError | SerializedError): string {
  return error.message ?? '';
}

/**
 * A device list through device-explorer (customer-console.md §2 "Devices tab", §5, §8, §9): one
 * network's (the network page's tab) or the account's (`/devices`, with a Network filter and column).
 * Filters, sort, page and view live in the URL; 1000 devices a page, as a table or on a map.
 */
export function DeviceExplorer({ networkId, networks, actions }: DeviceExplorerProps) {
  const { t } = useTranslation('devices');
  const { accountId } = useSession();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const scope = useMemo<DeviceListScope>(() => ({ networkId }), [networkId]);
  const account = networkId === undefined;
  const { query, view, queryWith, change, showPage, setView } = useDeviceListUrl(scope);
  const { data, currentData, error, isFetching, refetch } = useExploreDevicesQuery(
    accountId ? { accountId, networkId, query } : skipToken,
  );
  const tableRef = usePagedTable({
    page: query.page,
    total: currentData?.total,
    pageSize: DEVICE_PAGE_SIZE,
    onPastTheEnd: showPage,
  });
  useDropRefusedSort(scope, data?.sortReset === true);
  const networkNames = useMemo(
    () => new Map(networks?.map((network) => [network.network_id, network.name])),
    [networks],
  );

  // A sort's request leaves from the click, before the new URL is rendered: the very query the list then
  // makes (the same arguments, read back from the URL it writes), so it finds it running.
  const sortBy = (sort: DeviceSort) => {
    if (accountId) {
      void dispatch(
        deviceExplorerApi.util.prefetch('exploreDevices', { accountId, networkId, query: queryWith({ sort }) }, {}),
      );
    }
    change({ sort });
  };
  const openDevice = useCallback(
    (deviceId: string) => void navigate(devicePath(deviceId, accountId)),
    [navigate, accountId],
  );

  const devices = data?.results ?? [];
  const empty = isFetching ? null : (
    <DeviceListEmpty account={account} filters={query.filters} onClear={() => change({ filters: NO_FILTERS })} />
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
        showNetwork={account}
        networkNames={networkNames}
        empty={empty}
        onSortChange={sortBy}
        onPageChange={(page) => change({ page })}
        tableRef={tableRef}
      />
    );
  }

  return (
    <>
      <DeviceFilters
        value={query.filters}
        onChange={(filters) => change({ filters })}
        showNetwork={account}
        networks={networks}
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" aria-live="polite">
          {data && !isFetching
            ? t('network-devices.total', 'Devices: {{total, number}}', { total: data.total })
            : '\u00a0'}
        </Typography.Text>
        <Flex gap={8} wrap>
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
          {accountId && (
            <DevicesExport
              accountId={accountId}
              scope={scope}
              query={query}
              networkNames={networkNames}
              disabled={!currentData?.total}
            />
          )}
          {actions}
        </Flex>
      </Flex>
      {content}
    </>
  );
}
