import { routeKey as keyOf } from '@beacon/shared';
import type { Route } from '@beacon/shared/contract';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { LongUrl } from '../../components/LongUrl.tsx';
import { DeliveriesNotFound, DeliveriesView } from './DeliveriesView.tsx';

export interface RouteDeliveriesPageProps {
  networkId: string;
  /** The network's routes, as the network page loaded them. */
  routes: Route[];
  /** From the URL `/networks/{networkId}/routes/{routeKey}/deliveries`. */
  routeKey: string;
}

/** A filter of any length wraps anywhere. */
const FILTER_STYLE = { wordBreak: 'break-all' } as const;

/**
 * A route's deliveries view (issue 28): its filter and URL, then its delivery attempts. A key that no
 * route of the network has (its filter or URL changed, or it was deleted) shows that, with the way back.
 */
export function RouteDeliveriesPage({ networkId, routes, routeKey }: RouteDeliveriesPageProps) {
  const { t } = useTranslation('networks');
  const route = routes.find((r) => keyOf(r) === routeKey);
  if (!route) {
    return (
      <DeliveriesNotFound
        networkId={networkId}
        tab="routes"
        title={t('deliveries.route.not-found', 'Route not found')}
        hint={t(
          'deliveries.route.not-found-hint',
          'No route of this network has this filter and URL any more: it was changed or deleted.',
        )}
      />
    );
  }
  return (
    <DeliveriesView
      networkId={networkId}
      tab="routes"
      title={t('deliveries.route.title', 'Route deliveries')}
      label={t('deliveries.route.label', 'Deliveries of the route {{filter}}', { filter: route.filter_events })}
      about={[
        {
          key: 'filter',
          label: t('deliveries.route.filter', 'Filter'),
          children: (
            <Typography.Text code style={FILTER_STYLE}>
              {route.filter_events}
            </Typography.Text>
          ),
        },
        { key: 'url', label: t('deliveries.route.url', 'Destination URL'), children: <LongUrl url={route.url} /> },
      ]}
      scope={{ routeKey }}
    />
  );
}
