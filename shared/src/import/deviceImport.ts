import { DEVICE_ID_RULE, deviceIdFromInput, textRuleProblem } from '@beacon/shared';
import type { TFunction } from 'i18next';
import type { FieldValues, ImportKind, ItemOrProblem } from './types.ts';

/** The labels' texts are in the import's namespace. */
type ImportT = TFunction<'import'>;

/**
 * The forms of a device id the import takes (issue 28): a MAC address (`aa:bb:cc:dd:ee:ff`, turned
 * into its MAC-style id), or a UUID, which the MAC-style and the SGTIN (96-bit) ids are too; a
 * `urn:uuid:` prefix is dropped. `deviceIdFromInput` normalises as createDevice stores.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** What was meant as a MAC address: pairs of characters between `:` or `-`, or 12 hex digits. */
const MAC_LIKE = /^(?:[0-9a-z]{1,3}(?:[:-][0-9a-z]{0,3}){2,}|[0-9a-f]{12})$/;

/** A device row: its id as createDevice would store it, or why the platform would refuse it. */
export function deviceItem(values: FieldValues): ItemOrProblem {
  const id = deviceIdFromInput(values.device_id ?? '');
  const problem = textRuleProblem(DEVICE_ID_RULE, id);
  if (problem === 'required') return { problem: { code: 'required', field: 'device_id' } };
  if (problem === 'too-long') {
    return { problem: { code: 'too-long', field: 'device_id', max: DEVICE_ID_RULE.maxLength.value } };
  }
  if (!UUID.test(id)) return { problem: { code: MAC_LIKE.test(id) ? 'mac' : 'device-id' } };
  return { item: { device_id: id }, id };
}

export const DEVICE_IMPORT: ImportKind = {
  name: 'devices',
  idField: 'device_id',
  fields: [
    {
      key: 'device_id',
      label: (t: ImportT) => t('field.device-id', 'Device ID'),
      required: true,
      headers: ['device id', 'id', 'mac', 'mac address', 'device'],
    },
  ],
  toItem: deviceItem,
};
