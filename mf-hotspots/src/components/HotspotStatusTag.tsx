import type { HotspotStatus } from '@beacon/shared/contract';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

/** Online green, offline red and unknown grey, the map's colours (§4.2), with the status as text. */
const COLORS: Record<HotspotStatus, string> = { online: 'success', offline: 'error', unknown: 'default' };

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
