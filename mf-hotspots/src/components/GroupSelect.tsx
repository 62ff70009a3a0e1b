import { UNGROUPED_GROUP_ID, useHotspotGroupLabel, useSession } from '@beacon/shared';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useListHotspotGroupsQuery } from './groupListApi.ts';
import type { HotspotGroup } from './hotspotsApi.ts';

export interface GroupSelectProps {
  /** The chosen group id; undefined for none ("All groups" when `allowAll`). */
  value?: string | undefined;
  onChange?: (groupId: string | undefined) => void;
  /** A filter: the empty choice reads "All groups" and clears. A form field leaves it off (a group is required). */
  allowAll?: boolean;
  id?: string;
  'aria-label'?: string;
  style?: React.CSSProperties;
}

/** The group's name (`useHotspotGroupLabel`): Ungrouped's in the user's language, the others as their owners named them. */
export function useGroupName(): (
  group: Pick<HotspotGroup, 'group_id' | 'name'> | undefined,
  fallback?: string,
) => string {
  const label = useHotspotGroupLabel();
  return (group, fallback = '') => (group ? label(group.group_id, group.name) : fallback && label(fallback));
}

/**
 * The account's hotspot groups (Ungrouped first, then by name) as an antd Select. A failed load shows
 * "Failed to fetch groups" (admin-and-hotspots.md §8.2) in the select's status.
 */
export function GroupSelect({ value, onChange, allowAll = false, id, style, ...rest }: GroupSelectProps) {
  const { t } = useTranslation('hotspots');
  const { accountId } = useSession();
  const groupName = useGroupName();
  const { data, isLoading, isError } = useListHotspotGroupsQuery(accountId ?? '', { skip: accountId === null });
  const groups = [...(data ?? [])].sort((a, b) =>
    a.group_id === UNGROUPED_GROUP_ID ? -1 : b.group_id === UNGROUPED_GROUP_ID ? 1 : a.name.localeCompare(b.name),
  );
  return (
    <Select<string>
      id={id}
      aria-label={rest['aria-label'] ?? t('groups.select', 'Group')}
      style={style}
      value={value}
      onChange={(next) => onChange?.(next || undefined)}
      allowClear={allowAll}
      placeholder={allowAll ? t('groups.all', 'All groups') : t('groups.choose', 'Choose a group')}
      loading={isLoading}
      status={isError ? 'error' : undefined}
      notFoundContent={isError ? t('groups.load-error', 'Failed to fetch groups') : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      options={groups.map((group) => ({ value: group.group_id, label: groupName(group) }))}
    />
  );
}
