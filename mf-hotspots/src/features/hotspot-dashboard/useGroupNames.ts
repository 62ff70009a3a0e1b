import { useSession } from '@beacon/shared';
import { useMemo } from 'react';
import { useListHotspotGroupsQuery } from '../../components/groupListApi.ts';
import { useGroupName } from '../../components/GroupSelect.tsx';

/** A group's name by its id (Ungrouped in the user's language; the id while the groups load or fail). */
export function useGroupNames(): (groupId: string) => string {
  const { accountId } = useSession();
  const groupName = useGroupName();
  const { data } = useListHotspotGroupsQuery(accountId ?? '', { skip: accountId === null });
  const byId = useMemo(() => new Map((data ?? []).map((group) => [group.group_id, group])), [data]);
  return (groupId) => groupName(byId.get(groupId), groupId);
}
