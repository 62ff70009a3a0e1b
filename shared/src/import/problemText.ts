import {
  DEVICE_IN_ACCOUNT_MESSAGE,
  DEVICE_LIMIT_MESSAGE,
  DEVICE_IN_OTHER_ACCOUNT_MESSAGE,
  GROUP_NOT_FOUND_MESSAGE,
  HOTSPOT_EXISTS_MESSAGE,
  HOTSPOT_IN_ACCOUNT_MESSAGE,
} from '@beacon/shared';
import type { TFunction } from 'i18next';
import type { ImportField, RowProblem } from './types.ts';

const GROUP_NOT_FOUND_PREFIX = GROUP_NOT_FOUND_MESSAGE.slice(0, GROUP_NOT_FOUND_MESSAGE.indexOf('{group}'));
/** `deviceLimitMessage(max)` around its number. */
const [LIMIT_BEFORE = '', LIMIT_AFTER = ''] = DEVICE_LIMIT_MESSAGE.split('{max}');

/** The limit a platform message names, when it is the device limit message (`deviceLimitMessage(max)`). */
export function deviceLimitOf(message: string | undefined): number | null {
  if (!message?.startsWith(LIMIT_BEFORE) || !message.endsWith(LIMIT_AFTER)) return null;
  const max = message.slice(LIMIT_BEFORE.length, message.length - LIMIT_AFTER.length);
  return /^\d+$/.test(max) ? Number(max) : null;
}

/** The platform's message in the reader's language when it is one the contract states; else as it came. */
function serverText(t: TFunction<'import'>, message: string): string {
  switch (message) {
    case DEVICE_IN_ACCOUNT_MESSAGE:
    case HOTSPOT_IN_ACCOUNT_MESSAGE:
      return t('problem.registered', 'Already registered, skipped');
    case DEVICE_IN_OTHER_ACCOUNT_MESSAGE:
      return t('problem.other-account-device', 'This device is registered to another account');
    case HOTSPOT_EXISTS_MESSAGE:
      return t('problem.other-account-hotspot', 'Hotspot already registered (to another account)');
    default: {
      const max = deviceLimitOf(message);
      if (max !== null) return limitText(t, max);
      if (message.startsWith(GROUP_NOT_FOUND_PREFIX)) {
        return t('problem.group-not-found', 'Group not found: {{group}}', {
          group: message.slice(GROUP_NOT_FOUND_PREFIX.length),
        });
      }
      return message;
    }
  }
}

function limitText(t: TFunction<'import'>, max: number): string {
  return t('problem.limit', "Device limit reached: this account's tier allows {{max, number}} devices", { max });
}

/** What a row's problem says, in the reader's language. */
export function problemText(t: TFunction<'import'>, problem: RowProblem, fields: readonly ImportField[]): string {
  const label = (key: string) => fields.find((field) => field.key === key)?.label(t) ?? key;
  switch (problem.code) {
    case 'required':
      return t('problem.required', '{{field}} is required', { field: label(problem.field) });
    case 'device-id':
      return t('problem.device-id', 'Valid Device ID required: a MAC address or a device ID (UUID)');
    case 'mac':
      return t('problem.mac', 'Malformed MAC address: six pairs of hex digits, as aa:bb:cc:dd:ee:ff');
    case 'hotspot-id':
      return t('problem.hotspot-id', 'Valid Hotspot ID required (a UUID)');
    case 'too-long':
      return t('problem.too-long', '{{field}}: at most {{max, number}} characters', {
        field: label(problem.field),
        max: problem.max,
      });
    case 'duplicate':
      return t('problem.duplicate', 'Duplicate of row {{line, number}}, skipped', { line: problem.line });
    case 'limit':
      return limitText(t, problem.max);
    case 'server':
      return serverText(t, problem.message);
  }
}
