import Tag from 'antd/es/tag';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS, type StatusTone } from './hotspotLabels.ts';

/** A status word in the active language; a status the console does not know shows as it came. */
export function statusLabel(status: string | null | undefined, t: TFunction<'admin'>): string {
  switch (status?.trim().toLowerCase()) {
    case 'online':
      return t('hotspot.status.online', 'Online');
    case 'offline':
      return t('hotspot.status.offline', 'Offline');
    case 'connected':
      return t('hotspot.status.connected', 'Connected');
    case 'disconnected':
      return t('hotspot.status.disconnected', 'Disconnected');
    case 'pending':
      return t('hotspot.status.pending', 'Pending');
    case undefined:
    case '':
    case 'unknown':
      return t('hotspot.status.unknown', 'Unknown');
    default:
      return status ?? '';
  }
}

export interface StatusBadgeProps {
  status: string | null | undefined;
  tone: StatusTone;
}

/** A status as a coloured tag: the tone's colour (§4.3) and the word, so colour is never the only cue. */
export function StatusBadge({ status, tone }: StatusBadgeProps) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={TONE_COLORS[tone]} data-tone={tone}>
      {statusLabel(status, t)}
    </Tag>
  );
}
