/** Deterministic routes and integrations of the seeded Warehouse network (no random numbers used). */
import type { Route } from '@beacon/shared/contract';
import { INTEGRATION_ROUTE_HEADER } from '@beacon/shared/contract';
import type { IntegrationRecord } from '../../records.ts';
import type { SeedContext, SeedNetwork } from '../../seed/context.ts';

/** The Warehouse webhook integration, whose route is the third in the list. */
export const WAREHOUSE_WEBHOOK_ID = 'int-warehouse-ops';

const ROLE_ARN = 'arn:aws:iam::123456789012:role/beacon-warehouse';

/**
 * The Warehouse routes, stored unsorted on purpose: one without an order (it sorts last, as 999) and
 * one created by the Ops webhook integration (it carries the integration header).
 */
export const WAREHOUSE_ROUTES: Route[] = [
  { filter_events: 'device.message.*', url: 'https://hooks.example.com/warehouse', order: 1 },
  { filter_events: 'device.*', url: 'https://hooks.example.com/catch-all' },
  { filter_events: 'device.request.config.*', url: 'https://hooks.example.com/config', order: 0 },
  {
    filter_events: 'network.*',
    url: 'https://ops.example.com/beacon-events',
    order: 2,
    headers: { 'x-api-key': 'demo-key', [INTEGRATION_ROUTE_HEADER]: WAREHOUSE_WEBHOOK_ID },
  },
  { filter_events: 'network.*', url: 'https://hooks.example.com/alerts', order: 3, headers: {} },
];

/** The Warehouse integrations (webhook, Memfault, S3 archive), a second apart from the network's creation. */
export function seedWarehouseIntegrations(ctx: SeedContext, network: SeedNetwork): void {
  const { created } = network;
  const integrations: Array<[string, IntegrationRecord]> = [
    [
      WAREHOUSE_WEBHOOK_ID,
      {
        integration_type: 'webhook',
        name: 'Ops webhook',
        config: {
          url: 'https://ops.example.com/beacon-events',
          capture_device: false,
          capture_network_all: true,
          headers: { 'x-api-key': 'demo-key' },
        },
        last_updated: created,
      },
    ],
    [
      'int-warehouse-memfault',
      {
        integration_type: 'network-memfault',
        name: 'Memfault diagnostics',
        config: { namespace: 'memfault', secret_key: 'seed-memfault-project-key' },
        last_updated: created,
      },
    ],
    [
      'int-warehouse-archive',
      {
        integration_type: 'aws-s3',
        name: 'Event archive',
        config: { role_arn: ROLE_ARN, bucket_name: 'acme-warehouse-events', region: 'eu-west-1' },
        last_updated: created,
      },
    ],
  ];
  ctx.db.runMany(
    'INSERT INTO integrations (id, account_id, network_id, created, data) VALUES (?, ?, ?, ?, ?)',
    integrations.map(([id, record], index) => [
      id,
      network.accountId,
      network.id,
      created + index,
      JSON.stringify(record),
    ]),
  );
}
