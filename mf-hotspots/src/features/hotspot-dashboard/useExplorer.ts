import { useSession } from '@beacon/shared';
import { useExploreHotspotStatusQuery, type StatusExplorerArgs } from '../../components/statusExplorerApi.ts';

/** The dashboard's filters as the explorer takes them. */
export type ExplorerFilters = Pick<StatusExplorerArgs, 'groupId' | 'hotspotId'>;

/** One view of the status explorer (`summary`, `changes` or the plain `reports`) for the selected account. */
export function useExplorer(view: StatusExplorerArgs['view'], { groupId, hotspotId }: ExplorerFilters) {
  const { accountId } = useSession();
  return useExploreHotspotStatusQuery(
    { accountId: accountId ?? '', view, groupId, hotspotId },
    { skip: accountId === null },
  );
}
