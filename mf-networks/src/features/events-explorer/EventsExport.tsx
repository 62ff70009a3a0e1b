import type { EventLogRow } from '@beacon/shared/contract';
import { ExportButton, useExplorerPages, type ExportColumn } from '@beacon/shared/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isDeviceScope, logExplorerBody, type EventsScope, type ExplorerView } from './eventsQuery.ts';

const isoUtc = (seconds: number) => new Date(seconds * 1000).toISOString();

export interface EventsExportProps {
  accountId: string;
  scope: EventsScope;
  /** The filters and sort the explorer shows: the export takes every page of them. */
  view: ExplorerView;
  disabled: boolean;
}

/** "Export" of the events explorer (beyond the spec): every event the filters select, as CSV or NDJSON. */
export function EventsExport({ accountId, scope, view, disabled }: EventsExportProps) {
  const { t } = useTranslation('networks');
  const body = useMemo(() => logExplorerBody(scope, view), [scope, view]);
  const fetchPage = useExplorerPages('exploreLog', accountId, body);
  const columns = useMemo<ExportColumn<EventLogRow>[]>(
    () => [
      { header: t('events.export.time', 'Time (UTC)'), value: (row) => isoUtc(row.timestamp) },
      { header: t('events.export.device-id', 'Device ID'), value: (row) => row.device_id },
      { header: t('events.export.network-id', 'Network ID'), value: (row) => row.network_id },
      { header: t('events.export.event-type', 'Event Type'), value: (row) => row.event_type },
      { header: t('events.export.type', 'Type'), value: (row) => row.type },
      { header: t('events.export.text', 'Text'), value: (row) => row.text },
      {
        header: t('events.export.location', 'Location'),
        value: (row) => {
          const location = row.full_event.data.location;
          return location ? `${location.lat},${location.lon}` : '';
        },
      },
    ],
    [t],
  );
  const name = isDeviceScope(scope) ? `events-device-${scope.deviceId}` : `events-network-${scope.networkId}`;
  return <ExportButton fileName={name} columns={columns} fetchPage={fetchPage} disabled={disabled} />;
}
