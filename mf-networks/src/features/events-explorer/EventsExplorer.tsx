import { formatDeviceId, useSession } from '@beacon/shared';
import { useLoadErrorToast, usePagedTable, LoadFailureResult } from '@beacon/shared/ui';
import type { EventLogRow } from '@beacon/shared/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@beacon/shared/router';
import { TabSection } from '../../components/TabSection.tsx';
import { useExploreEventsQuery } from './api.ts';
import { EventFilters } from './EventFilters.tsx';
import { EventPreview } from './EventPreview.tsx';
import { EventsExport } from './EventsExport.tsx';
import { EventsTable } from './EventsTable.tsx';
import {
  EVENTS_PAGE_SIZE,
  isDeviceScope,
  parseEventsParams,
  scopeFields,
  withEventsQuery,
  type EventsQuery,
  type EventsScope,
} from './eventsQuery.ts';
import { LiveSwitch } from './LiveSwitch.tsx';
import { NewEventsButton } from './NewEventsButton.tsx';
import { useLiveEvents } from './useLiveEvents.ts';
import { LIVE_EVENTS_MAX } from './useLiveTail.ts';
import { useTopInView } from './useTopInView.ts';

export interface EventsExplorerProps {
  /** One network's events (the network Events tab) or one device's across its account (the device page). */
  scope: EventsScope;
}

/**
 * The events explorer (customer-console.md §2 "Events explorer", the device page's events list):
 * filters, sort, page and the live tail live in the URL; a row opens the JSON preview. With Live on,
 * new events come in above the page's rows (live tail, beyond the spec).
 */
export function EventsExplorer({ scope }: EventsExplorerProps) {
  const { t } = useTranslation('networks');
  const { accountId } = useSession();
  const [params, setParams] = useSearchParams();
  const query = parseEventsParams(params, scope);
  const { live, ...view } = query;
  const [preview, setPreview] = useState<EventLogRow | null>(null);
  const explored = useExploreEventsQuery(accountId ? { accountId, scope, query: view } : skipToken);
  const { data, currentData, error, isFetching, refetch } = explored;
  const showPage = useCallback(
    (page: number) =>
      setParams((prev) => withEventsQuery(prev, { ...parseEventsParams(prev), page }), { replace: true }),
    [setParams],
  );
  const tableRef = usePagedTable({
    page: query.page,
    total: currentData?.total,
    pageSize: EVENTS_PAGE_SIZE,
    onPastTheEnd: showPage,
  });
  const loadError = useLoadErrorToast(error, 'networks:events.load.error', 'Error loading events: {{message}}');
  const onTop = query.page === 1 && query.order === 'desc';
  const topInView = useTopInView(tableRef);
  const liveEvents = useLiveEvents({
    accountId,
    fields: scopeFields(scope, query.filters),
    live,
    explored,
    watching: onTop && topInView,
  });

  /** A new filter or sort starts again at page 1. */
  const change = (next: Partial<EventsQuery>) =>
    void setParams((prev) => withEventsQuery(prev, { ...parseEventsParams(prev), page: 1, ...next }));
  const showNewest = () => {
    change({ order: 'desc' });
    tableRef.current?.nativeElement.scrollIntoView({ block: 'start' });
  };
  const deviceScope = isDeviceScope(scope);
  const label = deviceScope
    ? t('events.device-label', 'Events of device {{id}}', { id: formatDeviceId(scope.deviceId) })
    : t('events.label', 'Events of network {{id}}', { id: scope.networkId });

  return (
    <TabSection label={label}>
      <EventFilters
        value={query.filters}
        deviceFilter={!deviceScope}
        refreshing={isFetching}
        onChange={(filters) => change({ filters })}
        onRefresh={() => void refetch()}
      >
        <LiveSwitch
          live={live}
          error={liveEvents.error}
          onChange={(on) => void setParams((prev) => withEventsQuery(prev, { ...parseEventsParams(prev), live: on }))}
        />
        {accountId && (
          <Form.Item>
            <EventsExport accountId={accountId} scope={scope} view={view} disabled={!currentData?.total} />
          </Form.Item>
        )}
      </EventFilters>
      {loadError ? (
        <LoadFailureResult
          title={t('events.load.failed', 'The events could not be loaded')}
          error={loadError}
          retryLabel={t('events.load.retry', 'Retry')}
          query={{ isFetching, refetch }}
        />
      ) : (
        <div>
          <NewEventsButton count={liveEvents.unseen} onShow={showNewest} />
          {onTop && liveEvents.truncated && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 8 }}
              title={t(
                'events.live.truncated',
                'Only the newest {{max, number}} live events are kept here. Refresh shows every event from the log.',
                { max: LIVE_EVENTS_MAX },
              )}
              action={
                <Button size="small" loading={isFetching} onClick={() => void refetch()}>
                  {t('events.live.refresh', 'Refresh')}
                </Button>
              }
            />
          )}
          <EventsTable
            events={data?.results ?? []}
            liveEvents={onTop ? liveEvents.fresh : []}
            total={(data?.total ?? 0) + liveEvents.fresh.length}
            page={query.page}
            order={query.order}
            loading={isFetching}
            onPageChange={(page) => change({ page })}
            onOrderChange={(order) => change({ order })}
            onFilterDevice={deviceScope ? undefined : (deviceId) => change({ filters: { ...query.filters, deviceId } })}
            onFilterEventType={(eventType) => change({ filters: { ...query.filters, eventType } })}
            onOpen={setPreview}
            tableRef={tableRef}
          />
        </div>
      )}
      <EventPreview event={preview} onClose={() => setPreview(null)} />
    </TabSection>
  );
}
