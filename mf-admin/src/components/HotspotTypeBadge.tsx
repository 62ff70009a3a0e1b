import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { hotspotKind, type HotspotKind } from './hotspotLabels.ts';

/** The type labels of §4.3: 'Monitored Hotspot', 'Access Point', 'Monitored AP', else 'Unknown Type'. */
export function hotspotTypeLabel(kind: HotspotKind, t: TFunction<'admin'>): string {
  switch (kind) {
    case 'monitored':
      return t('hotspot.type.monitored', 'Monitored Hotspot');
    case 'access-point':
      return t('hotspot.type.access-point', 'Access Point');
    case 'blended':
      return t('hotspot.type.blended', 'Monitored AP');
    case 'unknown':
      return t('hotspot.type.unknown', 'Unknown Type');
  }
}

const KIND_COLORS: Record<HotspotKind, string> = {
  monitored: 'blue',
  'access-point': 'purple',
  blended: 'cyan',
  unknown: 'default',
};

/** The record's type as a tag; a blended record (AP+MonitoredHotspot) also gets the 'Blended Data' tag. */
export function HotspotTypeBadge({ type }: { type: string | null | undefined }) {
  const { t } = useTranslation('admin');
  const kind = hotspotKind(type);
  return (
    <Flex gap={4} wrap>
      <Tag color={KIND_COLORS[kind]} data-kind={kind}>
        {hotspotTypeLabel(kind, t)}
      </Tag>
      {kind === 'blended' && <Tag color="gold">{t('hotspot.type.blended-data', 'Blended Data')}</Tag>}
    </Flex>
  );
}
