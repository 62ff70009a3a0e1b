import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

export interface NewEventsButtonProps {
  /** Live events the user has not seen; nothing is shown for 0. */
  count: number;
  /** Back to the top of page 1, newest first. */
  onShow: () => void;
}

// Sticky: above the table, it stays in view over the rows while the page scrolls down. Clicks go
// through the bar (not the button) to the rows under it.
const BAR_STYLE = {
  position: 'sticky',
  top: 8,
  zIndex: 3,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
} as const;

/**
 * "3 new events": the live events that came while the user was away from the top of page 1 (scrolled
 * down, on another page or sorted oldest first), above the table and in view while it scrolls.
 */
export function NewEventsButton({ count, onShow }: NewEventsButtonProps) {
  const { t } = useTranslation('networks');
  return (
    <div style={{ ...BAR_STYLE, marginBottom: count > 0 ? 8 : 0 }} aria-live="polite">
      {count > 0 && (
        <Button
          type="primary"
          shape="round"
          size="small"
          icon={<ArrowUpOutlined aria-hidden />}
          style={{ pointerEvents: 'auto' }}
          onClick={onShow}
        >
          {t('events.live.new-events', '{{count, number}} new events', { count })}
        </Button>
      )}
    </div>
  );
}
