import { z } from 'zod';
import { pageOf, pageSizeQuery } from '../common.ts';
import { DELIVERIES_KEPT_PER_ROUTE, MAX_DELIVERY_ATTEMPTS } from '../deliveryLog.ts';
import * as integrationSchemas from '../entities/integration.ts';
import { CreateNetworkBodySchema, NetworkSchema, UpdateNetworkBodySchema } from '../entities/network.ts';
import * as routing from '../entities/routing.ts';
import { endpointGroup } from '../endpoint.ts';
import { AccountParams, IntegrationParams, NetworkParams } from './params.ts';

const networks = endpointGroup({ tag: 'Networks', permission: 'member' });
const network = networks.resource('/v1/accounts/{account}/networks', AccountParams, NetworkParams, NetworkSchema);

export const listNetworks = network.page('networks', {
  query: z.object({ pagesize: pageSizeQuery(1000).optional(), cursor: z.string().optional() }),
  summary: 'Networks of the account, oldest first, cursor-paged (pagesize 1000, the most)',
  description:
    'cursor is null on the last page; pass it back as ?cursor= for the next one (400 "Invalid cursor" for one ' +
    'this API did not make). The console reads every page where it needs every network.',
});

export const createNetwork = network.create(CreateNetworkBodySchema, {
  permission: { maxLevel: 20 },
  summary: 'Create a network; answers the new network',
});

export const getNetwork = network.get({ summary: 'One network with its routes' });

export const updateNetwork = network.update(UpdateNetworkBodySchema, {
  permission: { maxLevel: 20, when: { bodyHas: 'routes' } },
  summary: 'Update a network: {name, device_landing_page?} or {routes} (exactly one shape)',
  description:
    'Rename and landing page: any member; an absent device_landing_page keeps the stored one, an empty one clears it. ' +
    'Routes (the whole list is replaced): level ≤ 20; a route URL that points at an internal address answers 400 ' +
    '"URL not allowed: …" with field body.routes.{i}.url (see the url field). Answers the updated network. ' +
    "Optimistic concurrency: GET and this call answer an ETag header, the network's revision (every route save and " +
    'rename moves it). A routes save must send it back as If-Match: without one it answers 428 Precondition Required ' +
    '(If-Match: * overwrites on purpose), with an older one 409 "The routes were changed by someone else; reload and ' +
    'try again.". A rename with an older If-Match answers 409 "The network was changed by someone else; reload and ' +
    'try again."; a rename without If-Match is applied. A malformed If-Match answers 400.',
});

export const deleteNetwork = network.delete({
  permission: { maxLevel: 20 },
  summary: 'Delete a network (level ≤ 20; others get 403 with a message)',
  description:
    'Also deregisters its devices and removes their statistics, its integrations, events, statistics and scanner sessions.',
});

const integrations = endpointGroup({ tag: 'Integrations', permission: { maxLevel: 20 }, readPermission: 'member' });
const integration = integrations.resource(
  '/v1/accounts/{account}/networks/{networkId}/integrations',
  NetworkParams,
  IntegrationParams,
  integrationSchemas.InstalledIntegrationSchema,
);

export const listIntegrations = integration.list('integrations', {
  summary: 'Installed integrations (secret config fields never included)',
});

export const createIntegration = integration.create(integrationSchemas.CreateIntegrationBodySchema, {
  summary: 'Install an integration {integration_type, name, config}; answers it without secrets',
  description:
    'Not in the spec (decision). Level ≤ 20. A webhook adds its routes first in the network route list ' +
    '(device.* when capture_device; device.request.{ns}.* and device.message.{ns}.* for ' +
    'capture_device_namespace; network.* when capture_network_all), to its url with its headers plus ' +
    'x-beacon-integration-config-id: {config_id}. Other types are run by the platform and add no route. ' +
    'The built-in util type answers 400, and so does a webhook url that points at an internal address ("URL not ' +
    'allowed: …", field body.config.url).',
});

export const updateIntegration = integration.update(integrationSchemas.UpdateIntegrationBodySchema, {
  summary: 'Update an integration; an omitted secret keeps the stored one',
  description:
    'Level ≤ 20. integration_type must equal the installed one (else 409). The built-in util integration ' +
    'answers 409. A webhook replaces its routes: the old ones are removed and the new ones go first.',
});

export const deleteIntegration = integration.delete({
  summary: 'Remove an integration and its routes (the built-in util integration answers 409)',
});

const routes = endpointGroup({ tag: 'Routes', permission: 'member' });

export const testRoute = routes.post('/v1/accounts/{account}/networks/{networkId}/route-test', {
  params: NetworkParams,
  body: routing.RouteTestBodySchema,
  response: routing.RouteTestResultSchema,
  summary: 'Route tester: which saved routes an event type reaches, the first match marked',
  description:
    'Routes are taken by order (missing order 999). Network events, device messages and other kinds go to ' +
    'every matching route; device requests only to the first. Filters are globs (* = any characters).',
});

const DeliveryParams = NetworkParams.extend({ deliveryId: z.string().trim().min(1, 'Delivery is required') });

const deliveriesPath = '/v1/accounts/{account}/networks/{networkId}/deliveries';

export const listDeliveries = routes.get(deliveriesPath, {
  params: NetworkParams,
  query: routing.DeliveriesQuerySchema,
  response: pageOf('deliveries', routing.DeliverySchema),
  summary: 'Delivery attempts to the network routes, newest first, cursor-paged (?limit=20, at most 100)',
  description:
    'Every event the platform records for the network (test events, spotted events, device registration) is ' +
    'POSTed in the background to each receiving route: a JSON array of one CloudEvent ' +
    '{specversion, id, source, type, time, datacontenttype, data}, with the route headers, 5 s timeout. Before each ' +
    'request the host is resolved and checked (no internal address: "Refused: …" is recorded instead, error_kind ' +
    "blocked); 307 and 308 redirects are followed (at most 5), each checked again, the route headers only to the route URL's " +
    "own origin; 301, 302 and 303 are answers, not followed. The first 2048 bytes of the answer's body are kept. " +
    `An attempt without an answer, or answered 429 or 5xx, is retried after 1 s, then 2 s (at most ${MAX_DELIVERY_ATTEMPTS} ` +
    `attempts, each its own row). The newest ${DELIVERIES_KEPT_PER_ROUTE} attempts of each route key are kept. ` +
    'Filters: route_key, integration_config_id (the routes that integration created), outcome. cursor is null on ' +
    `the last page; only the newest ${DELIVERIES_KEPT_PER_ROUTE} matching attempts are reachable. ` +
    '400 "Invalid cursor" for one this API did not make.',
});

export const getDeliveryHealth = routes.get('/v1/accounts/{account}/networks/{networkId}/delivery-health', {
  params: NetworkParams,
  response: routing.DeliveryHealthListSchema,
  summary: 'Delivery health of each route key and each integration with attempts',
  description:
    'total and succeeded count the attempts of the last 24 h; success_rate is succeeded / total (null when total ' +
    'is 0); failing is true when the last 5 attempts (any age) all failed; last_at is when the newest attempt started.',
});

export const redeliverDelivery = routes.post(`${deliveriesPath}/{deliveryId}/redeliver`, {
  params: DeliveryParams,
  response: routing.DeliverySchema,
  permission: { maxLevel: 20 },
  summary: 'Send a failed delivery again; answers the new attempt once it ended',
  description:
    'Level ≤ 20. Sends the stored event (the same CloudEvent id) to the current URL and headers of the route ' +
    '(by route key), under the outbound policy, 5 s timeout, no automatic retries; records it as a new row ' +
    '(attempt 1, redelivery_of set). 409 "Only a failed delivery can be redelivered" for one that succeeded, 409 ' +
    '"This route no longer exists" when the route is not in the network any more, 404 "Delivery not found".',
});
