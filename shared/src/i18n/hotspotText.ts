import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UNGROUPED_GROUP_ID } from '../api/contract/rules.ts';

/** A hotspot without a group, or in the default group: both are the Ungrouped group. */
export function isUngroupedGroup(groupId: string | null | undefined): boolean {
  return !groupId || groupId === UNGROUPED_GROUP_ID;
}

/**
 * The one text for a hotspot's group (issue 30): Ungrouped in the user's language (`common:hotspots.ungrouped`),
 * any other group by its name, else its id. `t` is of the `common` namespace.
 */
export function hotspotGroupLabel(
  t: TFunction<'common'>,
  groupId: string | null | undefined,
  name?: string | null,
): string {
  if (isUngroupedGroup(groupId)) return t('hotspots.ungrouped', 'Ungrouped');
  return name || groupId || '';
}

/** `hotspotGroupLabel` in the user's language. */
export function useHotspotGroupLabel(): (groupId: string | null | undefined, name?: string | null) => string {
  const { t } = useTranslation('common');
  return useCallback((groupId, name) => hotspotGroupLabel(t, groupId, name), [t]);
}
