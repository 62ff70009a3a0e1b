import type { PaletteResult, RecentItem } from '@beacon/shared';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useKindWords } from './useKindWords.ts';

/** Status colours as on the domain pages: offline red, online green, a suspended account orange. */
// Preset colours (not success/error): the console's theme makes their text readable on their fill.
const STATUS_COLORS: Record<string, string> = { online: 'green', offline: 'red', suspended: 'orange' };

function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('shell');
  const labels: Record<string, string> = {
    online: t('palette.status.online', 'Online'),
    offline: t('palette.status.offline', 'Offline'),
    unknown: t('palette.status.unknown', 'Unknown'),
    suspended: t('palette.status.suspended', 'Suspended'),
  };
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} data-status={status}>
      {labels[status] ?? status}
    </Tag>
  );
}

export interface RecordLineProps {
  item: PaletteResult | RecentItem;
}

/** A found or recent record: its title, its type, its status where it has one, and its network or group. */
export function RecordLine({ item }: RecordLineProps) {
  const kindWords = useKindWords();
  const status = 'status' in item ? item.status : null;
  const details = [item.subtitle, item.context].filter((d): d is string => Boolean(d) && d !== item.title);
  return (
    <>
      <span className="palette-item-main">
        <span className="palette-item-title">{item.title}</span>
        {details.length > 0 && <span className="palette-item-detail">{[...new Set(details)].join(' · ')}</span>}
      </span>
      <span className="palette-item-tags">
        {status && <StatusTag status={status} />}
        <Tag>{kindWords(item.kind).one}</Tag>
      </span>
    </>
  );
}
