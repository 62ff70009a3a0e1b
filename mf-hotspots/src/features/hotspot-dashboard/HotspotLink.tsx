import { hotspotPath } from '@beacon/shared';
import Typography from 'antd/es/typography';
import { Link } from '@beacon/shared/router';

/** A hotspot in a table: its alias (or its id) linking to its page, with the id beneath an alias. */
export function HotspotLink({ hotspotId, alias }: { hotspotId: string; alias?: string | undefined }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Link to={hotspotPath(hotspotId)}>{alias || hotspotId}</Link>
      {alias && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} copyable={false}>
          {hotspotId}
        </Typography.Text>
      )}
    </div>
  );
}
