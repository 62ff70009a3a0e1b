import { z } from 'zod';
import { NoContent } from '../common.ts';
import {
  CreateIntegrationBodySchema,
  InstalledIntegrationSchema,
  UpdateIntegrationBodySchema,
} from '../entities/integration.ts';
import { CreateNetworkBodySchema, NetworkSchema, UpdateNetworkBodySchema } from '../entities/network.ts';
import {
  DeliveriesQuerySchema,
  DeliverySchema,
  RouteTestBodySchema,
  RouteTestResultSchema,
} from '../entities/routing.ts';
import { endpoint } from '../endpoint.ts';
import { AccountParams, IntegrationParams, NetworkParams } from './params.ts';

const tag = 'Networks';

export const listNetworks = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/networks',
  params: AccountParams,
  query: z.object({ pagesize: z.coerce.number().int().positive().max(1000).optional() }),
  response: z.object({ networks: z.array(NetworkSchema) }),
  status: 200,
  permission: 'member',
  summary: 'Networks of the account (the device page asks pagesize=1000)',
  tag,
});

export const createNetwork = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/networks',
  params: AccountParams,
  body: CreateNetworkBodySchema,
  response: NetworkSchema,
  status: 201,
  permission: { maxLevel: 20 },
  summary: 'Create a network; answers the new network',
  tag,
});

export const getNetwork = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/networks/{networkId}',
  params: NetworkParams,
  response: NetworkSchema,
  status: 200,
  permission: 'member',
  summary: 'One network with its routes',
  tag,
});

export const updateNetwork = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/networks/{networkId}',
  params: NetworkParams,
  body: UpdateNetworkBodySchema,
  response: NetworkSchema,
  status: 200,
  permission: { maxLevel: 20, when: { bodyHas: 'routes' } },
  summary: 'Update a network: {name, device_landing_page?} or {routes} (exactly one shape)',
  description:
    'Rename and landing page: any member; an absent device_landing_page keeps the stored one, an empty one clears it. ' +
    'Routes (the whole list is replaced): level ≤ 20. Answers the updated network.',
  tag,
});

export const deleteNetwork = endpoint({
  method: 'DELETE',
  path: '/v1/accounts/{account}/networks/{networkId}',
  params: NetworkParams,
  response: NoContent,
  status: 204,
  permission: { maxLevel: 20 },
  summary: 'Delete a network (level ≤ 20; others get 403 with a message)',
  description:
    'Also deregisters its devices and removes their statistics, its integrations, events, statistics and scanner sessions.',
  tag,
});

const intTag = 'Integrations';

export const listIntegrations = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/networks/{networkId}/integrations',
  params: NetworkParams,
  response: z.object({ integrations: z.array(InstalledIntegrationSchema) }),
  status: 200,
  permission: 'member',
  summary: 'Installed integrations (secret config fields never included)',
  tag: intTag,
});

export const createIntegration = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/networks/{networkId}/integrations',
  params: NetworkParams,
  body: CreateIntegrationBodySchema,
  response: InstalledIntegrationSchema,
  status: 201,
  permission: { maxLevel: 20 },
  summary: 'Install an integration {integration_type, name, config}; answers it without secrets',
  description:
    'Not in the spec (decision). Level ≤ 20. A webhook adds its routes first in the network route list ' +
    '(device.* when capture_device; device.request.{ns}.* and device.message.{ns}.* for ' +
    'capture_device_namespace; network.* when capture_network_all), to its url with its headers plus ' +
    'x-beacon-integration-config-id: {config_id}. Other types are run by the platform and add no route. ' +
    'The built-in util type answers 400.',
  tag: intTag,
});

export const updateIntegration = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/networks/{networkId}/integrations/{config_id}',
  params: IntegrationParams,
  body: UpdateIntegrationBodySchema,
  response: InstalledIntegrationSchema,
  status: 200,
  permission: { maxLevel: 20 },
  summary: 'Update an integration; an omitted secret keeps the stored one',
  description:
    'Level ≤ 20. integration_type must equal the installed one (else 409). The built-in util integration ' +
    'answers 409. A webhook replaces its routes: the old ones are removed and the new ones go first.',
  tag: intTag,
});

export const deleteIntegration = endpoint({
  method: 'DELETE',
  path: '/v1/accounts/{account}/networks/{networkId}/integrations/{config_id}',
  params: IntegrationParams,
  response: NoContent,
  status: 204,
  permission: { maxLevel: 20 },
  summary: 'Remove an integration and its routes (the built-in util integration answers 409)',
  tag: intTag,
});

const routesTag = 'Routes';

export const testRoute = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/networks/{networkId}/route-test',
  params: NetworkParams,
  body: RouteTestBodySchema,
  response: RouteTestResultSchema,
  status: 200,
  permission: 'member',
  summary: 'Route tester: which saved routes an event type reaches, the first match marked',
  description:
    'Routes are taken by order (missing order 999). Network events, device messages and other kinds go to ' +
    'every matching route; device requests only to the first. Filters are globs (* = any characters).',
  tag: routesTag,
});

export const listDeliveries = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/networks/{networkId}/deliveries',
  params: NetworkParams,
  query: DeliveriesQuerySchema,
  response: z.object({ deliveries: z.array(DeliverySchema) }),
  status: 200,
  permission: 'member',
  summary: 'Recent deliveries of events to the network routes, newest first (?limit=50, at most 500)',
  description:
    'Every event the platform records for the network (test events, spotted events, device registration) is ' +
    'POSTed in the background to each receiving route: a JSON array of one CloudEvent ' +
    '{specversion, id, source, type, time, datacontenttype, data}, with the route headers, 5 s timeout, no redirects.',
  tag: routesTag,
});
