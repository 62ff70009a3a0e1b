import { useSession } from '@beacon/shared';
import { useLoadErrorToast, usePagedTable } from '@beacon/shared/ui';
import type { EventLogRow } from '@beacon/shared/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@beacon/shared/router';
import { LoadFailure } from '../../components/LoadFailure.tsx';
import { TabSection } from '../../components/TabSection.tsx';
import { useExploreNetworkEventsQuery } from './api.ts';
import { EventFilters } from './EventFilters.tsx';
import { EventPreview } from './EventPreview.tsx';
import { EventsTable } from './EventsTable.tsx';
import { EVENTS_PAGE_SIZE, parseEventsParams, withEventsQuery, type EventsQuery } from './eventsQuery.ts';

export interface EventsTabProps {
  networkId: string;
}

/**
 * The Events tab of a network (customer-console.md §2 "Events explorer"), route net_home
 * `/networks/{networkId}`: filters, sort and page live in the URL; a row opens the JSON preview.
 */
export function EventsTab({ networkId }: EventsTabProps) {
  const { t } = useTranslation('networks');
  const { accountId } = useSession();
  const [params, setParams] = useSearchParams();
  const query = parseEventsParams(params);
  const [preview, setPreview] = useState<EventLogRow | null>(null);
  const { data, currentData, error, isFetching, refetch } = useExploreNetworkEventsQuery(
    accountId ? { accountId, networkId, query } : skipToken,
  );
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

  /** A new filter or sort starts again at page 1. */
  const change = (next: Partial<EventsQuery>) =>
    void setParams((prev) => withEventsQuery(prev, { ...parseEventsParams(prev), page: 1, ...next }));

  return (
    <TabSection label={t('events.label', 'Events of network {{id}}', { id: networkId })}>
      <EventFilters
        value={query.filters}
        refreshing={isFetching}
        onChange={(filters) => change({ filters })}
        onRefresh={() => void refetch()}
      />
      {loadError ? (
        <LoadFailure
          title={t('events.load.failed', 'The events could not be loaded')}
          error={loadError}
          retryLabel={t('events.load.retry', 'Retry')}
          query={{ isFetching, refetch }}
        />
      ) : (
        <EventsTable
          events={data?.results ?? []}
          total={data?.total ?? 0}
          page={query.page}
          order={query.order}
          loading={isFetching}
          onPageChange={(page) => change({ page })}
          onOrderChange={(order) => change({ order })}
          onFilterDevice={(deviceId) => change({ filters: { ...query.filters, deviceId } })}
          onFilterEventType={(eventType) => change({ filters: { ...query.filters, eventType } })}
          onOpen={setPreview}
          tableRef={tableRef}
        />
      )}
      <EventPreview event={preview} onClose={() => setPreview(null)} />
    </TabSection>
  );
}

export default EventsTab;
