import type { Route, RouteTestMatch, RouteTestResult } from '@beacon/shared/contract';
import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDateFormat, type DateFormat } from '@beacon/shared/ui';
import { RouteDestination } from './RouteDestination.tsx';
import { agreesWithLocalRules } from './testerModel.ts';

export interface RouteTesterResultProps {
  result: RouteTestResult;
  routes: Route[];
  /** Compare with the console's routing rules (not while either side reloads). */
  compare: boolean;
  owners: ReadonlyMap<string, string>;
}

function ruleText(t: TFunction, result: RouteTestResult): string {
  switch (result.kind) {
    case 'device-request':
      return t('routes.tester.rule.request', 'Device request: only the first matching route receives it.');
    case 'network-event':
      return t('routes.tester.rule.network', 'Network event: every matching route receives it.');
    case 'device-message':
      return t('routes.tester.rule.message', 'Device message: every matching route receives it.');
    default:
      return t('routes.tester.rule.other', 'Every matching route receives it.');
  }
}

function columns(
  t: TFunction,
  owners: ReadonlyMap<string, string>,
  number: DateFormat['number'],
): TableColumnsType<RouteTestMatch> {
  return [
    {
      title: t('routes.table.priority', 'Priority'),
      key: 'priority',
      width: 90,
      render: (_, m) => number(m.index + 1),
    },
    {
      title: t('routes.table.filter', 'Filter'),
      key: 'filter',
      render: (_, m) => <Typography.Text code>{m.filter_events}</Typography.Text>,
    },
    {
      title: t('routes.table.url', 'Destination URL'),
      key: 'url',
      render: (_, m) => (
        <RouteDestination
          route={{ filter_events: m.filter_events, url: m.url }}
          owner={
            m.integration_config_id === undefined
              ? undefined
              : (owners.get(m.integration_config_id) ?? m.integration_config_id)
          }
        />
      ),
    },
    {
      title: t('routes.tester.delivery', 'Delivery'),
      key: 'receives',
      render: (_, m) => (
        <Flex gap={4} wrap>
          {m.first && <Tag color="gold">{t('routes.tester.first', 'First match')}</Tag>}
          {m.receives ? (
            <Tag color="green">{t('routes.tester.receives', 'Receives')}</Tag>
          ) : (
            <Tag>{t('routes.tester.skipped', 'Does not receive (not the first match)')}</Tag>
          )}
        </Flex>
      ),
    },
  ];
}

/** The platform's answer: the rule, every matching route in priority order, the first one marked. */
export function RouteTesterResult({ result, routes, compare, owners }: RouteTesterResultProps) {
  const { t } = useTranslation('networks');
  const { number } = useDateFormat();
  const receivers = result.matches.filter((m) => m.receives).length;
  return (
    <Flex vertical gap="small" role="region" aria-label={t('routes.tester.result', 'Route test result')}>
      <Typography.Text>
        <Typography.Text code>{result.event_type}</Typography.Text> {ruleText(t, result)}{' '}
        {t('routes.tester.receivers', 'Routes receiving it: {{n, number}}.', { n: receivers })}
      </Typography.Text>
      {compare && !agreesWithLocalRules(routes, result) && (
        <Alert
          type="warning"
          showIcon
          title={t(
            'routes.tester.disagree',
            "The platform's answer differs from the console's routing rules; the platform's answer is shown.",
          )}
        />
      )}
      <Table<RouteTestMatch>
        size="small"
        rowKey="index"
        columns={columns(t, owners, number)}
        dataSource={result.matches}
        pagination={false}
        aria-label={t('routes.tester.matches', 'Matching routes')}
        locale={{ emptyText: t('routes.tester.none', 'No route matches this event type.') }}
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}
