import { HOTSPOT_ID_RULE, HOTSPOT_TEXT_RULE, normalizeHotspotId, textRuleProblem } from '@beacon/shared';
import type { TFunction } from 'i18next';
import type { FieldValues, ImportKind, ItemOrProblem } from './types.ts';

/** The labels' texts are in the import's namespace. */
type ImportT = TFunction<'import'>;

/** The optional texts of a hotspot, each at most `HOTSPOT_TEXT_MAX_LENGTH` characters (createHotspot's rule). */
const TEXT_FIELDS = ['alias', 'site_id'] as const;

/**
 * A hotspot row as createHotspot checks it: the id normalised (`urn:uuid:` dropped, lowercase) and a
 * UUID of version 0 to 5, alias and site id at most 100 characters. The group (a name or a group id)
 * is the platform's to find: the dry run says when it does not.
 */
export function hotspotItem(values: FieldValues): ItemOrProblem {
  const id = normalizeHotspotId(values.hotspot_id ?? '');
  const idProblem = textRuleProblem(HOTSPOT_ID_RULE, id);
  if (idProblem === 'required') return { problem: { code: 'required', field: 'hotspot_id' } };
  if (idProblem !== undefined) return { problem: { code: 'hotspot-id' } };
  const item: Record<string, string> = { hotspot_id: id };
  for (const field of TEXT_FIELDS) {
    const value = (values[field] ?? '').trim();
    if (textRuleProblem(HOTSPOT_TEXT_RULE, value) !== undefined) {
      return { problem: { code: 'too-long', field, max: HOTSPOT_TEXT_RULE.maxLength.value } };
    }
    if (value !== '') item[field] = value;
  }
  const group = (values.group ?? '').trim();
  if (group !== '') item.group = group;
  return { item, id };
}

export const HOTSPOT_IMPORT: ImportKind = {
  name: 'hotspots',
  idField: 'hotspot_id',
  fields: [
    {
      key: 'hotspot_id',
      label: (t: ImportT) => t('field.hotspot-id', 'Hotspot ID'),
      required: true,
      headers: ['hotspot id', 'id', 'uuid'],
    },
    { key: 'alias', label: (t: ImportT) => t('field.alias', 'Alias'), required: false, headers: ['alias', 'name'] },
    {
      key: 'site_id',
      label: (t: ImportT) => t('field.site-id', 'Site ID'),
      required: false,
      headers: ['site id', 'site'],
    },
    {
      key: 'group',
      label: (t: ImportT) => t('field.group', 'Group'),
      required: false,
      headers: ['group', 'group name', 'group id'],
    },
  ],
  toItem: hotspotItem,
};
