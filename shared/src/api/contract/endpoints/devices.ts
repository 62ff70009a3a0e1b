import { z } from 'zod';
import { NoContent } from '../common.ts';
import {
  CreateDeviceBodySchema,
  DeviceSchema,
  PublicDeviceLookupSchema,
  ScannerSessionSchema,
  StartScannerBodySchema,
  StatsPointSchema,
  StatsQuerySchema,
  TestEventBodySchema,
  TestEventResponseSchema,
  TestSpottedEventBodySchema,
} from '../entities/device.ts';
import {
  DeviceExplorerRequestSchema,
  DeviceExplorerResponseSchema,
  LogExplorerRequestSchema,
  LogExplorerResponseSchema,
} from '../entities/explorer.ts';
import { endpoint } from '../endpoint.ts';
import { AccountParams, DeviceParams, PublicDeviceParams } from './params.ts';

const tag = 'Devices';

export const startScannerSession = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/dscb',
  params: AccountParams,
  body: StartScannerBodySchema,
  response: ScannerSessionSchema,
  status: 201,
  permission: 'member',
  summary: 'Start a scanner session for a network; answers scan_id',
  description: '404 when the network is not in the account.',
  tag,
});

export const listDevices = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/devices',
  params: AccountParams,
  query: z.object({
    pagesize: z.coerce.number().int().positive().max(1000).optional(),
    network_id: z.string().optional(),
  }),
  response: z.object({ devices: z.array(DeviceSchema) }),
  status: 200,
  permission: 'member',
  summary: 'Devices of the account',
  tag,
});

export const getDevice = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/devices/{deviceId}',
  params: DeviceParams,
  response: DeviceSchema,
  status: 200,
  permission: 'member',
  summary: 'One device (404 when not in this account)',
  tag,
});

export const createDevice = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/devices',
  params: AccountParams,
  body: CreateDeviceBodySchema,
  response: DeviceSchema,
  status: 201,
  permission: 'member',
  summary: 'Register a device; answers the new device',
  description:
    'Any member. 404 when the network is not in the account. 409 when the device is already registered: ' +
    '"This device is already registered to your account" or "This device is registered to another account".',
  tag,
});

export const deleteDevice = endpoint({
  method: 'DELETE',
  path: '/v1/accounts/{account}/devices/{deviceId}',
  params: DeviceParams,
  response: NoContent,
  status: 204,
  permission: { maxLevel: 20 },
  summary: 'Deregister a device (another account can then claim it)',
  tag,
});

export const sendTestEvent = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/devices/{deviceId}/test-event',
  params: DeviceParams,
  body: TestEventBodySchema,
  response: TestEventResponseSchema,
  status: 200,
  permission: 'member',
  summary: 'Send a test device message; answers its event_type',
  description:
    'Any member. Records device.message.{namespace}.{method} in the event log and delivers it in the background ' +
    'to every matching route (see listDeliveries). 404 "Device not found" for a device not in the account.',
  tag,
});

export const sendTestSpottedEvent = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/devices/{deviceId}/test-spotted-event',
  params: DeviceParams,
  body: TestSpottedEventBodySchema,
  response: TestEventResponseSchema,
  status: 200,
  permission: 'member',
  summary: 'Send a test spotted event (event_type device_spotted)',
  description:
    'Any member. Records device_spotted with the location in the event log and delivers network.device_spotted ' +
    'in the background to every matching route. 404 "Device not found" for a device not in the account.',
  tag,
});

export const lookupPublicDevice = endpoint({
  method: 'GET',
  path: '/v1/public/devices/{deviceId}',
  params: PublicDeviceParams,
  response: PublicDeviceLookupSchema,
  status: 200,
  permission: 'authenticated',
  summary: 'Whether a device is registered to any account',
  tag,
});

const eventsTag = 'Events and statistics';
const EXPLORER_FILTERS =
  'Filters are ANDed and empty values ignored: network_id matches exactly; device_id and event_type match a ' +
  'substring ignoring case, or, when the value contains *, the whole value with * as a wildcard ' +
  '(device.message.*); a MAC address finds its MAC-style device id. Date ranges are inclusive epoch seconds.';

export const exploreLog = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/log-explorer',
  params: AccountParams,
  body: LogExplorerRequestSchema,
  response: LogExplorerResponseSchema,
  status: 200,
  permission: 'member',
  summary: 'Search the event log (fields network_id, device_id, event_type)',
  description: `${EXPLORER_FILTERS} Default sort: timestamp desc.`,
  tag: eventsTag,
});

export const exploreDevices = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/device-explorer',
  params: AccountParams,
  body: DeviceExplorerRequestSchema,
  response: DeviceExplorerResponseSchema,
  status: 200,
  permission: 'member',
  summary: 'Search devices; an invalid sort answers 400 with a message mentioning sort',
  description: `${EXPLORER_FILTERS} Default sort: created desc; devices without the sorted value come last.`,
  tag: eventsTag,
});

export const getStats = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/stats',
  params: AccountParams,
  query: StatsQuerySchema,
  response: z.object({ stats: z.array(StatsPointSchema) }),
  status: 200,
  permission: 'member',
  summary: 'Statistics of a network or a device (?type=network|device&type_key={id})',
  description: 'Hourly points, oldest first. 404 when the network or device is not in the account.',
  tag: eventsTag,
});
