import { z } from 'zod';
import { listOf, pageSizeQuery } from '../common.ts';
import * as schemas from '../entities/device.ts';
import * as explorer from '../entities/explorer.ts';
import { endpointGroup } from '../endpoint.ts';
import {
  BATCH_TOO_LARGE_MESSAGE,
  DEVICE_IN_ACCOUNT_MESSAGE,
  DEVICE_IN_OTHER_ACCOUNT_MESSAGE,
  DEVICE_LIMIT_MESSAGE,
  MAX_BATCH_ITEMS,
} from '../batchRules.ts';
import { AccountParams, DeviceParams, PublicDeviceParams } from './params.ts';

const devices = endpointGroup({ tag: 'Devices', permission: 'member' });
const device = devices.resource('/v1/accounts/{account}/devices', AccountParams, DeviceParams, schemas.DeviceSchema);

export const startScannerSession = devices.create('/v1/accounts/{account}/dscb', {
  params: AccountParams,
  body: schemas.StartScannerBodySchema,
  response: schemas.ScannerSessionSchema,
  summary: 'Start a scanner session for a network; answers scan_id',
  description: '404 when the network is not in the account.',
});

export const listDevices = device.list('devices', {
  query: z.object({ pagesize: pageSizeQuery(1000).optional(), network_id: z.string().optional() }),
  summary: "Devices of the account, newest first (any member; network_id keeps one network's; pagesize ≤ 1000)",
});

export const getDevice = device.get({ summary: 'One device (404 when not in this account)' });

export const createDevice = device.create(schemas.CreateDeviceBodySchema, {
  summary: 'Register a device; answers the new device',
  description:
    'Any member. 404 when the network is not in the account. 409 when the device is already registered: ' +
    `"${DEVICE_IN_ACCOUNT_MESSAGE}" or "${DEVICE_IN_OTHER_ACCOUNT_MESSAGE}"; 409 "${DEVICE_LIMIT_MESSAGE}" ` +
    "when the account already has its tier's max_devices.",
});

export const createDevicesBatch = devices.post('/v1/accounts/{account}/devices/batch', {
  params: AccountParams,
  body: schemas.CreateDevicesBatchBodySchema,
  response: schemas.CreateDevicesBatchResponseSchema,
  summary: `Register up to ${MAX_BATCH_ITEMS} devices to one network (bulk import); answers each item's outcome`,
  description:
    'Any member. Each item, in body order: an invalid id fails with the device id message; one already in the ' +
    `account (any network) or earlier in the body is skipped ("${DEVICE_IN_ACCOUNT_MESSAGE}"); one of another ` +
    `account fails ("${DEVICE_IN_OTHER_ACCOUNT_MESSAGE}"); one past the tier's max_devices fails ` +
    `("${DEVICE_LIMIT_MESSAGE}"); the others are created as createDevice creates them. dry_run answers the ` +
    `same and writes nothing. One transaction per call. 404 when the network is not in the account; 400 ` +
    `"${BATCH_TOO_LARGE_MESSAGE}".`,
});

export const deleteDevice = device.delete({
  permission: { maxLevel: 20 },
  summary: 'Deregister a device (another account can then claim it)',
});

export const sendTestEvent = devices.post('/v1/accounts/{account}/devices/{deviceId}/test-event', {
  params: DeviceParams,
  body: schemas.TestEventBodySchema,
  response: schemas.TestEventResponseSchema,
  summary: 'Send a test device message; answers its event_type',
  description:
    'Any member. Records device.message.{namespace}.{method} in the event log and delivers it in the background ' +
    'to every matching route (see listDeliveries). 404 "Device not found" for a device not in the account.',
});

export const sendTestSpottedEvent = devices.post('/v1/accounts/{account}/devices/{deviceId}/test-spotted-event', {
  params: DeviceParams,
  body: schemas.TestSpottedEventBodySchema,
  response: schemas.TestEventResponseSchema,
  summary: 'Send a test spotted event (event_type device_spotted)',
  description:
    'Any member. Records device_spotted with the location in the event log and delivers network.device_spotted ' +
    'in the background to every matching route. 404 "Device not found" for a device not in the account.',
});

export const lookupPublicDevice = devices.get('/v1/public/devices/{deviceId}', {
  params: PublicDeviceParams,
  response: schemas.PublicDeviceLookupSchema,
  permission: 'authenticated',
  summary: 'Whether a device is registered to any account',
});

const events = endpointGroup({ tag: 'Events and statistics', permission: 'member' });
const EXPLORER_FILTERS =
  'Filters are ANDed and empty values ignored: network_id matches exactly; device_id and event_type match a ' +
  'substring ignoring case, or, when the value contains *, the whole value with * as a wildcard ' +
  '(device.message.*); a MAC address finds its MAC-style device id. Date ranges are inclusive epoch seconds.';

export const exploreLog = events.post('/v1/accounts/{account}/log-explorer', {
  params: AccountParams,
  body: explorer.LogExplorerRequestSchema,
  response: explorer.LogExplorerResponseSchema,
  summary: 'Search the event log (fields network_id, device_id, event_type)',
  description: `${EXPLORER_FILTERS} Default sort: timestamp desc.`,
});

export const tailLog = events.post('/v1/accounts/{account}/log-tail', {
  params: AccountParams,
  body: explorer.LogTailRequestSchema,
  response: explorer.LogTailResponseSchema,
  summary: 'The live tail: events recorded after a cursor (poll about once a second)',
  description:
    'Without `after`: no events, and the cursor of the newest event in the log, so the tail starts now. ' +
    'With it: up to `limit` events recorded after that cursor that match the filters (as log-explorer), ' +
    'oldest first, the cursor to pass next, and `more` when more are waiting. The cursor is opaque to ' +
    'clients; a malformed one answers 400. Events are never dropped between two polls: older ones stay ' +
    'reachable through log-explorer paging.',
});

export const exploreDevices = events.post('/v1/accounts/{account}/device-explorer', {
  params: AccountParams,
  body: explorer.DeviceExplorerRequestSchema,
  response: explorer.DeviceExplorerResponseSchema,
  summary: 'Search devices; an invalid sort answers 400 with a message mentioning sort',
  description: `${EXPLORER_FILTERS} Default sort: created desc; devices without the sorted value come last.`,
});

export const getStats = events.get('/v1/accounts/{account}/stats', {
  params: AccountParams,
  query: schemas.StatsQuerySchema,
  response: listOf('stats', schemas.StatsPointSchema),
  summary: 'Statistics of a network or a device (?type=network|device&type_key={id})',
  description: 'Hourly points, oldest first. 404 when the network or device is not in the account.',
});
