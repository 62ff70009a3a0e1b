import { formatDeviceId } from '@beacon/shared';
import type { Device } from '@beacon/shared/contract';
import { ExportButton, useExplorerPages, type ExportColumn } from '@beacon/shared/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceExplorerBody, type DeviceListQuery, type DeviceListScope } from './deviceListQuery.ts';

const isoUtc = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : '');

export interface DevicesExportProps {
  accountId: string;
  scope: DeviceListScope;
  /** The filters and sort the list shows: the export takes every page of them. */
  query: DeviceListQuery;
  /** Network names by id, for the Network column. */
  networkNames: ReadonlyMap<string, string>;
  disabled: boolean;
}

/** "Export" of a device list (beyond the spec): every device the filters select, as CSV or NDJSON. */
export function DevicesExport({ accountId, scope, query, networkNames, disabled }: DevicesExportProps) {
  const { t } = useTranslation('devices');
  const body = useMemo(() => deviceExplorerBody(scope, query), [scope, query]);
  const fetchPage = useExplorerPages('exploreDevices', accountId, body);
  const columns = useMemo<ExportColumn<Device>[]>(
    () => [
      { header: t('network-devices.export.device-id', 'Device ID'), value: (d) => d.device_id },
      {
        header: t('network-devices.export.device', 'Device (MAC or SGTIN)'),
        value: (d) => formatDeviceId(d.device_id),
      },
      { header: t('network-devices.export.network-id', 'Network ID'), value: (d) => d.network_id },
      { header: t('network-devices.export.network', 'Network'), value: (d) => networkNames.get(d.network_id) ?? '' },
      { header: t('network-devices.export.created', 'Created (UTC)'), value: (d) => isoUtc(d.created) },
      { header: t('network-devices.export.last-seen', 'Last Spotted (UTC)'), value: (d) => isoUtc(d.last_seen) },
      { header: t('network-devices.export.last-request', 'Last Request (UTC)'), value: (d) => isoUtc(d.last_request) },
      { header: t('network-devices.export.last-location', 'Last Location'), value: (d) => d.last_location ?? '' },
    ],
    [t, networkNames],
  );
  const name = scope.networkId === undefined ? `devices-${accountId}` : `devices-network-${scope.networkId}`;
  return <ExportButton fileName={name} columns={columns} fetchPage={fetchPage} disabled={disabled} />;
}
