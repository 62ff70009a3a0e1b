import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { firstCursorPage, toApiError, useSession } from '@beacon/shared';
import { CursorPager, LoadFailureResult } from '@beacon/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useListDeliveriesQuery } from './api.ts';
import { DeliveriesTable } from './DeliveriesTable.tsx';
import { OutcomeFilter } from './OutcomeFilter.tsx';
import { useDeliveryLogParams } from './useDeliveryLogParams.ts';
import { useRedeliver } from './useRedeliver.ts';

/** Whose attempts: one route's (by its key) or one webhook integration's routes'. */
export type DeliveryScope = { routeKey: string } | { integrationConfigId: string };

export interface DeliveryLogProps {
  networkId: string;
  scope: DeliveryScope;
}

/**
 * The attempts of a route or an integration, newest first, a page at a time, filtered by outcome; the
 * filter and the page are in the URL. Loading, empty and load-failure (with Retry) states; Redeliver
 * on a failed attempt.
 */
export function DeliveryLog({ networkId, scope }: DeliveryLogProps) {
  const { t } = useTranslation('networks');
  const { accountId } = useSession();
  const { outcome, paging, setOutcome, setPaging } = useDeliveryLogParams();
  const query = useListDeliveriesQuery(
    accountId ? { accountId, networkId, ...scope, outcome, cursor: paging.cursor } : skipToken,
  );
  const { data, error, isFetching, refetch } = query;
  // The new attempt is the newest: the first page shows it (the list loads again after a redelivery).
  const { redeliver, pending } = useRedeliver(accountId ?? undefined, networkId, () => setPaging(firstCursorPage()));

  const toolbar = (
    <Flex justify="space-between" align="center" gap="small" wrap>
      <OutcomeFilter value={outcome} onChange={setOutcome} />
      <Button icon={<ReloadOutlined aria-hidden />} loading={isFetching} onClick={() => void refetch()}>
        {t('deliveries.reload', 'Reload')}
      </Button>
    </Flex>
  );

  if (error && !data) {
    return (
      <>
        {toolbar}
        <LoadFailureResult
          title={t('deliveries.load.failed', 'The deliveries could not be loaded')}
          error={toApiError(error)}
          retryLabel={t('deliveries.load.retry', 'Retry')}
          query={query}
          // A cursor from an old link may no longer be valid: the first page still is.
          extra={
            paging.cursor !== undefined && (
              <Button onClick={() => setPaging(firstCursorPage())}>
                {t('deliveries.load.first-page', 'First page')}
              </Button>
            )
          }
        />
      </>
    );
  }

  const empty = data ? (
    <Empty
      description={
        outcome === undefined
          ? t('deliveries.empty.title', 'No deliveries yet')
          : t('deliveries.empty.filtered', 'No deliveries with this outcome')
      }
    >
      {outcome === undefined && (
        <Typography.Text type="secondary">
          {t('deliveries.empty.hint', 'Events are delivered as they happen: each attempt shows here.')}
        </Typography.Text>
      )}
    </Empty>
  ) : (
    <span />
  );

  return (
    <>
      {toolbar}
      <DeliveriesTable
        deliveries={data?.deliveries ?? []}
        loading={!data || isFetching}
        redelivering={pending}
        onRedeliver={(delivery) => void redeliver(delivery)}
        empty={empty}
      />
      <CursorPager paging={paging} next={data?.cursor} fetching={isFetching} onPaging={setPaging} />
    </>
  );
}
