import QuestionCircleOutlined from '@ant-design/icons/es/icons/QuestionCircleOutlined';
import { toApiError, useSession } from '@beacon/shared';
import type { Route } from '@beacon/shared/contract';
import {
  integrationConfigIdOf,
  routesAfterAdd,
  routesAfterDelete,
  routesAfterEdit,
  routesAfterMove,
  sortRoutes,
  type MoveDirection,
} from '@beacon/shared/routing';
import { skipToken } from '@reduxjs/toolkit/query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '@beacon/shared/router';
import { AddButton, DESTRUCTIVE_CONFIRM, LoadFailureResult } from '@beacon/shared/ui';
import { useNetworkDeliveryHealth } from '../../components/deliveryHealthApi.ts';
import { TabSection } from '../../components/TabSection.tsx';
import { useDeliveriesPaths } from '../../components/useDeliveriesPaths.ts';
import { useGetVersionedNetworkQuery } from '../../components/versionedNetworkApi.ts';
import { useListRouteOwnersQuery } from './api.ts';
import { FilterExamplesModal } from './FilterExamplesModal.tsx';
import { RouteFormModal } from './RouteFormModal.tsx';
import { RoutesTable } from './RoutesTable.tsx';
import { RouteTester } from './RouteTester.tsx';
import { useSaveRoutes } from './useSaveRoutes.ts';

/** Which form is open: a new route, or a route of the list (found again by its fields when saved). */
type Editing = { kind: 'add' } | { kind: 'edit'; route: Route } | null;

const sameRoute = (a: Route, b: Route) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The Routes tab (customer-console.md §2, §4): the list sorted by order (missing order 999); every
 * move, add, edit and delete re-saves the whole list (`@beacon/shared/routing`), then the list is
 * read again. New and edited routes go first. Each route shows its delivery health and opens its
 * deliveries view. The route tester sits below. A route of its own
 * (`/networks/{networkId}/routes`): the network comes from its URL.
 */
export function RoutesTab() {
  const { t } = useTranslation('networks');
  const { networkId = '' } = useParams();
  const { modal } = App.useApp();
  const { accountId } = useSession();
  const args = accountId ? { accountId, networkId } : skipToken;
  const { data, error, isFetching, refetch } = useGetVersionedNetworkQuery(args);
  const network = data?.network;
  const { data: integrations } = useListRouteOwnersQuery(args);
  const health = useNetworkDeliveryHealth(accountId, networkId);
  const deliveries = useDeliveriesPaths(networkId);
  // Every save is made from the shown list, so it carries that list's revision (If-Match).
  const { save, saving } = useSaveRoutes(accountId, networkId, data?.etag ?? null, () => void refetch());
  const [editing, setEditing] = useState<Editing>(null);
  const [examplesOpen, setExamplesOpen] = useState(false);

  const stored = useMemo(() => network?.routes ?? [], [network]);
  const routes = useMemo(() => sortRoutes(stored), [stored]);
  const owners = useMemo(
    () => new Map((integrations ?? []).map((i) => [i.config_id, i.name] as const)),
    [integrations],
  );
  const busy = saving || isFetching;
  const editedRoute = editing?.kind === 'edit' ? editing.route : undefined;
  const editedOwnerId = editedRoute ? integrationConfigIdOf(editedRoute) : undefined;

  const submit = async (route: Route) => {
    let next = routesAfterAdd(stored, route);
    if (editedRoute) {
      const index = routes.findIndex((r) => sameRoute(r, editedRoute));
      // Gone meanwhile (changed elsewhere): saved as a new route rather than replacing another one.
      if (index >= 0) next = routesAfterEdit(stored, index, route);
    }
    const saved = await save(next);
    if (saved) setEditing(null);
    return saved;
  };
  const move = (index: number, direction: MoveDirection) => void save(routesAfterMove(stored, index, direction));
  const confirmDelete = (index: number) => {
    const route = routes[index];
    if (!route) return;
    modal.confirm({
      ...DESTRUCTIVE_CONFIRM,
      title: t('routes.delete.title', 'Delete the route for {{filter}}?', { filter: route.filter_events }),
      content: t('routes.delete.warning', 'Requests will fail on this filter until replaced'),
      okText: t('routes.delete.ok', 'Delete route'),
      cancelText: t('routes.delete.cancel', 'Cancel'),
      onOk: () => save(routesAfterDelete(stored, index)),
    });
  };

  if (error && !network) {
    return (
      <LoadFailureResult
        title={t('routes.load.failed', 'The routes could not be loaded')}
        error={toApiError(error)}
        retryLabel={t('routes.load.retry', 'Retry')}
        query={{ isFetching, refetch }}
      />
    );
  }

  const addButton = (
    <AddButton permission="route:manage" disabled={busy} onClick={() => setEditing({ kind: 'add' })}>
      {t('routes.add', 'Add route')}
    </AddButton>
  );

  return (
    <TabSection label={t('routes.label', 'Routes of network {{id}}', { id: networkId })}>
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Typography.Text type="secondary">
          {t('routes.intro', 'Events are sent to the routes whose filter matches them, in priority order.')}
        </Typography.Text>
        <Flex gap="small">
          <Button icon={<QuestionCircleOutlined aria-hidden />} onClick={() => setExamplesOpen(true)}>
            {t('routes.examples.button', 'Filter examples')}
          </Button>
          {addButton}
        </Flex>
      </Flex>
      <RoutesTable
        routes={routes}
        owners={owners}
        loading={!network || isFetching}
        busy={busy}
        onMove={move}
        onEdit={(index) => {
          const route = routes[index];
          if (route) setEditing({ kind: 'edit', route });
        }}
        onDelete={confirmDelete}
        health={health}
        deliveriesPath={deliveries.route}
        empty={<Empty description={t('routes.empty', 'No routes yet: events of this network go nowhere.')} />}
      />
      <RouteTester
        accountId={accountId}
        networkId={networkId}
        routes={stored}
        routesFetching={isFetching}
        owners={owners}
      />
      {editing && (
        <RouteFormModal
          editing={editedRoute}
          owner={editedOwnerId === undefined ? undefined : (owners.get(editedOwnerId) ?? editedOwnerId)}
          saving={saving}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
          onShowExamples={() => setExamplesOpen(true)}
        />
      )}
      <FilterExamplesModal open={examplesOpen} onClose={() => setExamplesOpen(false)} />
    </TabSection>
  );
}
