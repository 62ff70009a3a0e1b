import { z } from 'zod';
import { tooLongMessage } from '../../../validation/limits.ts';
import { EpochSeconds, LatLonSchema, named } from '../common.ts';
import { deviceIdFromInput } from '../deviceId.ts';
import { BatchCounts, DryRunSchema, batchItems, batchResults } from './batch.ts';
import {
  CONTENT_TYPE_TOO_LONG_MESSAGE,
  DEVICE_ID_MAX_LENGTH,
  DEVICE_ID_MESSAGE,
  EVENT_TYPE_PART_PATTERN,
  GATEWAY_TYPE_TOO_LONG_MESSAGE,
  HEX_EVEN_LENGTH_MESSAGE,
  HEX_PAYLOAD_MESSAGE,
  MAX_CONTENT_TYPE_LENGTH,
  MAX_EVENT_TYPE_PART_LENGTH,
  MAX_GATEWAY_TYPE_LENGTH,
  MAX_TEST_PAYLOAD_HEX,
  MAX_TEST_TEXT_LENGTH,
  PAYLOAD_TOO_LARGE_MESSAGE,
  TEST_TEXT_TOO_LONG_MESSAGE,
} from '../rules.ts';

// The test events' caps and messages live in the zod-free rules.ts (the console checks them before
// sending); exported here as well for the schemas' users.
export {
  CONTENT_TYPE_TOO_LONG_MESSAGE,
  DEVICE_ID_MESSAGE,
  GATEWAY_TYPE_TOO_LONG_MESSAGE,
  HEX_EVEN_LENGTH_MESSAGE,
  HEX_PAYLOAD_MESSAGE,
  MAX_CONTENT_TYPE_LENGTH,
  MAX_GATEWAY_TYPE_LENGTH,
  MAX_TEST_PAYLOAD_HEX,
  MAX_TEST_TEXT_LENGTH,
  PAYLOAD_TOO_LARGE_MESSAGE,
  TEST_TEXT_TOO_LONG_MESSAGE,
};

/** A network id in a body (platform ids are 16 hex characters). */
export const MAX_NETWORK_ID_LENGTH = 100;
export const NETWORK_ID_TOO_LONG_MESSAGE = tooLongMessage('Network ID', MAX_NETWORK_ID_LENGTH);

const networkIdInBody = () =>
  z
    .string()
    .trim()
    .min(1, 'Network is required')
    .max(MAX_NETWORK_ID_LENGTH, NETWORK_ID_TOO_LONG_MESSAGE)
    .describe(`At most ${MAX_NETWORK_ID_LENGTH} characters`);

/**
 * A device id as stored (`deviceIdFromInput`): trimmed, lowercased, without a `urn:uuid:` prefix, a MAC
 * address as its MAC-style id; non-empty.
 */
export const DeviceIdSchema = z
  .string({ error: DEVICE_ID_MESSAGE })
  .overwrite(deviceIdFromInput)
  .min(1, DEVICE_ID_MESSAGE)
  .max(DEVICE_ID_MAX_LENGTH, DEVICE_ID_MESSAGE);

/** customer-console.md §3 Device. */
export const DeviceSchema = named(
  'Device',
  z.object({
    device_id: z.string(),
    network_id: z.string(),
    created: EpochSeconds,
    last_updated: EpochSeconds.nullable().optional(),
    last_seen: EpochSeconds.nullable().optional(),
    last_request: EpochSeconds.nullable().optional(),
    first_connected: EpochSeconds.nullable().optional(),
    last_customer_request_ts: EpochSeconds.nullable().optional(),
    last_location: z.string().nullable().optional().describe('"lat,lon"'),
    location_age: z
      .number()
      .nonnegative()
      .nullable()
      .optional()
      .describe('Seconds before last_seen: the location was fixed at last_seen - location_age'),
    last_location_point: LatLonSchema.nullable().optional(),
  }),
);
export type Device = z.infer<typeof DeviceSchema>;

export const CreateDeviceBodySchema = z.object({
  device_id: DeviceIdSchema,
  network_id: networkIdInBody(),
});
export type CreateDeviceBody = z.infer<typeof CreateDeviceBodySchema>;

/** Bulk import (issue 28): devices registered to one network, each checked on its own. */
export const CreateDevicesBatchBodySchema = z.object({
  network_id: networkIdInBody(),
  dry_run: DryRunSchema,
  devices: batchItems(
    z.object({
      device_id: z
        .string()
        .describe(
          'As createDevice takes it: trimmed, lowercased, a urn:uuid: prefix removed, a MAC address turned into ' +
            `its MAC-style id; at most ${DEVICE_ID_MAX_LENGTH} characters`,
        ),
    }),
  ),
});
export type CreateDevicesBatchBody = z.input<typeof CreateDevicesBatchBodySchema>;

export const CreateDevicesBatchResponseSchema = named(
  'DevicesBatchResult',
  z.object({
    results: batchResults('device_id'),
    ...BatchCounts,
    device_count: z
      .number()
      .int()
      .nonnegative()
      .describe("The account's devices after this call (a dry run: as they would be)"),
    max_devices: z.number().int().nullable().describe("The account tier's max_devices; null: no limit"),
  }),
);
export type CreateDevicesBatchResponse = z.infer<typeof CreateDevicesBatchResponseSchema>;

export const HexPayloadSchema = z
  .string()
  .max(MAX_TEST_PAYLOAD_HEX, PAYLOAD_TOO_LARGE_MESSAGE)
  .regex(/^[0-9a-fA-F]*$/, HEX_PAYLOAD_MESSAGE)
  .refine((hex) => hex.length % 2 === 0, HEX_EVEN_LENGTH_MESSAGE);

/** A namespace or method of an event type: no dots, spaces or wildcards. */
const eventTypePart = (label: string) =>
  z
    .string({ error: `Valid ${label} required` })
    .trim()
    .min(1, `Valid ${label} required`)
    .max(MAX_EVENT_TYPE_PART_LENGTH, `At most ${MAX_EVENT_TYPE_PART_LENGTH} characters`)
    .regex(EVENT_TYPE_PART_PATTERN, `Valid ${label} required: letters, digits, _, - and : only`);

export const TestEventBodySchema = z.object({
  namespace: eventTypePart('namespace').default('test'),
  method: eventTypePart('method').default('data'),
  payload: HexPayloadSchema.optional().describe(
    `Hex-encoded bytes: an even number of hex characters, at most ${MAX_TEST_PAYLOAD_HEX} (100KB)`,
  ),
  text: z
    .string()
    .max(MAX_TEST_TEXT_LENGTH, TEST_TEXT_TOO_LONG_MESSAGE)
    .optional()
    .describe(`Text payload, used when no hex payload is given; at most ${MAX_TEST_TEXT_LENGTH} characters`),
  location: LatLonSchema.optional(),
  request_content_type: z
    .string()
    .max(MAX_CONTENT_TYPE_LENGTH, CONTENT_TYPE_TOO_LONG_MESSAGE)
    .optional()
    .describe(`At most ${MAX_CONTENT_TYPE_LENGTH} characters`),
});
export type TestEventBody = z.input<typeof TestEventBodySchema>;
export const TestEventResponseSchema = z.object({
  event_type: z.string().describe('device.message.{namespace}.{method}, or device_spotted for a spotted event'),
});

export const TestSpottedEventBodySchema = z.object({
  location: LatLonSchema,
  gateway_type: z
    .string()
    .trim()
    .min(1)
    .max(MAX_GATEWAY_TYPE_LENGTH, GATEWAY_TYPE_TOO_LONG_MESSAGE)
    .default('test')
    .describe(`At most ${MAX_GATEWAY_TYPE_LENGTH} characters`),
});
export type TestSpottedEventBody = z.input<typeof TestSpottedEventBodySchema>;

/** customer-console.md §3 Event log row. */
export const EventLogRowSchema = named(
  'EventLogRow',
  z.object({
    timestamp: EpochSeconds,
    device_id: z.string(),
    network_id: z.string().optional(),
    event_type: z.string(),
    type: z.string().describe("'ERROR' or another type"),
    text: z.string(),
    full_event: z.object({
      type: z.string(),
      data: z.looseObject({ location: LatLonSchema.nullable().optional() }),
    }),
  }),
);
export type EventLogRow = z.infer<typeof EventLogRowSchema>;

/** customer-console.md §3 Stats point. */
export const StatsPointSchema = named(
  'StatsPoint',
  z.object({
    timestamp: EpochSeconds,
    requests: z.number().nonnegative(),
    bytes_up: z.number().nonnegative(),
    bytes_down: z.number().nonnegative(),
    connected_time: z.number().nonnegative(),
    connections: z.number().nonnegative(),
    active_devices: z.number().nonnegative(),
    registered_devices: z.number().nonnegative(),
    seen_devices: z.number().nonnegative(),
  }),
);
export type StatsPoint = z.infer<typeof StatsPointSchema>;

export const StatsQuerySchema = z.object({
  type: z.enum(['network', 'device']),
  type_key: z.string().min(1),
});

export const ScannerSessionSchema = named('ScannerSession', z.object({ scan_id: z.string() }));
export type ScannerSession = z.infer<typeof ScannerSessionSchema>;
export const StartScannerBodySchema = z.object({ network_id: networkIdInBody() });

export const PublicDeviceLookupSchema = z.object({ registered: z.boolean() });
