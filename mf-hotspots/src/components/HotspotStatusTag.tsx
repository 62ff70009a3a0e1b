import type { HotspotStatus } from '@beacon/shared/contract';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

/** Online green, offline red and unknown grey, the map's colours (§4.2), with the status as text. */
// Preset colours (not success/error): the console's theme makes their text readable on their fill (4.5:1).
const COLORS: Record<HotspotStatus, string> = { online: 'green', offline: 'red', unknown: 'default' };

export function HotspotStatusTag({ status }: { status: HotspotStatus }) {
  const { t } = useTranslation('hotspots');
  const labels: Record<HotspotStatus, string> = {
    online: t('status.online', 'Online'),
    offline: t('status.offline', 'Offline'),
    unknown: t('status.unknown', 'Unknown'),
  };
  return (
    <Tag color={COLORS[status]} data-status={status}>
      {labels[status]}
    </Tag>
  );
}
