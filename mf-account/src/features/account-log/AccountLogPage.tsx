import { useSession } from '@beacon/shared';
import type { LogRecord } from '@beacon/shared/contract';
import { LoadedResult, useDateFormat, useLoadErrorToast } from '@beacon/shared/ui';
import { useSearchParams } from '@beacon/shared/router';
import { skipToken } from '@reduxjs/toolkit/query';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountTabPage } from '../../components/AccountTabs.tsx';
import { ActorText } from './ActorText.tsx';
import { useGetAccountLogQuery } from './api.ts';
import { LogRecordDialog } from './LogRecordDialog.tsx';
import { latestPage, newerPage, olderPage, readLogPaging, writeLogPaging, type LogPaging } from './logCursor.ts';
import { logAction, logItemType } from './logNames.ts';

type LogRow = LogRecord & { key: string };

/** The fixed columns and room for the item id: narrow screens scroll sideways instead of wrapping ids. */
const TABLE_SCROLL = { x: 1040 };
const ROW_STYLE = { cursor: 'pointer' } as const;

/**
 * `/account/logs` (admin-and-hotspots.md §2.2, §5): the account's activity, newest first, 30 records a
 * page, with Latest, Newer and Older; the cursor (and the way back) is in the URL (logCursor.ts). A
 * row opens the change with its before and after values and who acted.
 */
export function AccountLogPage() {
  const { t } = useTranslation('account');
  const dates = useDateFormat();
  const { accountId } = useSession();
  const [search, setSearch] = useSearchParams();
  const paging = readLogPaging(search);
  const { data, error, isFetching, refetch } = useGetAccountLogQuery(
    accountId ? { accountId, cursor: paging.cursor } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const loadError = useLoadErrorToast(
    error,
    'account:account-log.load.error',
    'Error loading the account log: {{message}}',
  );
  const [opened, setOpened] = useState<LogRecord | null>(null);

  const go = (next: LogPaging) => setSearch((current) => writeLogPaging(next, current));
  const atLatest = paging.cursor === undefined;
  const older = data?.cursor ?? null;

  // Records have no id of their own: keyed by their place on the page.
  const rows = useMemo(
    () => (data?.records ?? []).map((record, index): LogRow => ({ ...record, key: `${index}` })),
    [data],
  );

  const columns: TableColumnsType<LogRow> = [
    {
      title: t('account-log.table.timestamp', 'Timestamp'),
      key: 'timestamp',
      width: 210,
      render: (_, record) => dates.dateTime(record.timestamp),
    },
    {
      title: t('account-log.table.type', 'Item type'),
      key: 'type',
      width: 140,
      render: (_, record) => logItemType(t, record.object_type),
    },
    {
      title: t('account-log.table.action', 'Action'),
      key: 'action',
      width: 160,
      render: (_, record) => logAction(t, record.code),
    },
    {
      title: t('account-log.table.item', 'Item id'),
      key: 'item',
      minWidth: 180,
      render: (_, record) => <Typography.Text style={{ wordBreak: 'break-all' }}>{record.object}</Typography.Text>,
    },
    {
      title: t('account-log.table.actor', 'Actor'),
      key: 'actor',
      width: 220,
      render: (_, record) => <ActorText record={record} />,
    },
    {
      title: t('account-log.table.details', 'Details'),
      key: 'details',
      width: 110,
      render: (_, record) => (
        <Button
          size="small"
          type="link"
          onClick={(event) => {
            event.stopPropagation();
            setOpened(record);
          }}
        >
          {t('account-log.table.view', 'View change')}
        </Button>
      ),
    },
  ];

  return (
    <AccountTabPage tab="logs">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary">
          {t('account-log.intro', 'Every change in this account, newest first. Open a row to see what changed.')}
        </Typography.Text>
        <Space.Compact>
          <Button onClick={() => (atLatest ? void refetch() : go(latestPage()))} loading={atLatest && isFetching}>
            {t('account-log.latest', 'Latest')}
          </Button>
          <Button onClick={() => go(newerPage(paging, data?.newer))} disabled={atLatest}>
            {t('account-log.newer', 'Newer')}
          </Button>
          <Button onClick={() => older && go(olderPage(paging, older))} disabled={!older || isFetching}>
            {t('account-log.older', 'Older')}
          </Button>
        </Space.Compact>
      </Flex>
      <LoadedResult
        error={loadError}
        query={{ data, isFetching, refetch }}
        title={t('account-log.load.failed', 'The account log could not be loaded')}
        retryLabel={t('account-log.load.retry', 'Retry')}
      >
        <Table<LogRow>
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={!data || isFetching}
          pagination={false}
          aria-label={t('account-log.table.label', 'Account log')}
          locale={{ emptyText: t('account-log.empty', 'No results') }}
          scroll={TABLE_SCROLL}
          onRow={(record) => ({ onClick: () => setOpened(record), style: ROW_STYLE })}
        />
      </LoadedResult>
      <LogRecordDialog record={opened} onClose={() => setOpened(null)} />
    </AccountTabPage>
  );
}
