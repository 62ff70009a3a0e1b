import { hotspotPath } from '@beacon/shared';
import { Link } from '@beacon/shared/router';

const BREAK = { wordBreak: 'break-all' } as const;

/** A hotspot in the group's tables: its alias (or its id without one) linking to its page; long ids break anywhere. */
export function HotspotAliasLink({ hotspotId, alias }: { hotspotId: string; alias?: string | null | undefined }) {
  return (
    <Link to={hotspotPath(hotspotId)} style={BREAK}>
      {alias || hotspotId}
    </Link>
  );
}
