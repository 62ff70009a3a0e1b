import {
  EVENT_TYPE_PART_PATTERN,
  hasServerMessage,
  MAX_EVENT_TYPE_PART_LENGTH,
  MAX_TEST_PAYLOAD_HEX,
  type ApiError,
  type TextRule,
} from '@beacon/shared';
import type { TestEventBody } from '@beacon/shared/contract';

/** What the Device Message tab holds, as typed. */
export interface DeviceMessageValues {
  namespace: string;
  method: string;
  /** Hex digits, two per byte. */
  payload: string;
  text: string;
  contentType: string;
}

/** The tab's starting values: namespace `test`, method `data` (customer-console.md §5). */
export const DEVICE_MESSAGE_DEFAULTS: DeviceMessageValues = {
  namespace: 'test',
  method: 'data',
  payload: '',
  text: '',
  contentType: '',
};

/**
 * The contract's rule for a namespace or a method (a `TextRule` for `contractRules`): required, at
 * most 100 characters, letters, digits, `_`, `-` and `:` only. The form adds translated messages.
 */
export const EVENT_TYPE_PART_RULE = {
  required: 'Valid namespace required',
  maxLength: { value: MAX_EVENT_TYPE_PART_LENGTH, message: `At most ${MAX_EVENT_TYPE_PART_LENGTH} characters` },
  pattern: { value: EVENT_TYPE_PART_PATTERN, message: 'Valid namespace required: letters, digits, _, - and : only' },
} as const satisfies TextRule;

/** Why the platform would refuse a hex payload, in the order it checks; undefined when it is fine. */
export type PayloadProblem = 'too-large' | 'not-hex' | 'odd-length';

const HEX_DIGITS = /^[0-9a-fA-F]*$/;

/** Checks a payload as typed (nothing is trimmed): at most 204800 hex digits, an even number of them. */
export function payloadProblem(payload: string): PayloadProblem | undefined {
  if (payload.length > MAX_TEST_PAYLOAD_HEX) return 'too-large';
  if (!HEX_DIGITS.test(payload)) return 'not-hex';
  if (payload.length % 2 !== 0) return 'odd-length';
  return undefined;
}

/** The payload's live count: characters typed, the cap, and whether it is over it. */
export function payloadCount(payload: string): { count: number; max: number; over: boolean } {
  return { count: payload.length, max: MAX_TEST_PAYLOAD_HEX, over: payload.length > MAX_TEST_PAYLOAD_HEX };
}

/** The event type a device message gets: `device.message.{namespace}.{method}` (customer-console.md §9). */
export function deviceMessageEventType(namespace: string, method: string): string {
  return `device.message.${namespace.trim()}.${method.trim()}`;
}

/** The test-event body for the tab's values: trimmed names, and empty optional fields left out. */
export function deviceMessageBody(values: DeviceMessageValues): TestEventBody {
  const contentType = values.contentType.trim();
  return {
    namespace: values.namespace.trim(),
    method: values.method.trim(),
    ...(values.payload === '' ? {} : { payload: values.payload }),
    ...(values.text === '' ? {} : { text: values.text }),
    ...(contentType === '' ? {} : { request_content_type: contentType }),
  };
}

/**
 * What a failed test event shows: the server's `detail`, `error` or `message` (the base query has put
 * it in `message`), else `fallback` ("Failed to send test event", customer-console.md §8).
 */
export function testEventFailureMessage(error: ApiError, fallback: string): string {
  return hasServerMessage(error) ? error.message : fallback;
}
