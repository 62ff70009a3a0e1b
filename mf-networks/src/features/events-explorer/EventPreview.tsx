import { formatDeviceId } from '@beacon/shared';
import { useDateFormat } from '@beacon/shared/ui';
import type { EventLogRow } from '@beacon/shared/contract';
import Alert from 'antd/es/alert';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { eventJson } from './eventModel.ts';

export interface EventPreviewProps {
  /** The event shown; null when the preview is closed. */
  event: EventLogRow | null;
  onClose: () => void;
}

const PRE_STYLE = {
  margin: 0,
  maxHeight: '60vh',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
} as const;

/** The full event as JSON text (never HTML), its payloads redacted as the note says. */
export function EventPreview({ event, onClose }: EventPreviewProps) {
  const { t } = useTranslation('networks');
  const { utc } = useDateFormat();
  const { token } = theme.useToken();
  return (
    <Drawer
      open={event !== null}
      onClose={onClose}
      size="large"
      title={t('events.preview.title', 'Event')}
      destroyOnHidden
    >
      {event && (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('events.preview.redacted', 'Payloads are redacted in this preview.')}
          />
          <Descriptions
            size="small"
            column={1}
            bordered
            style={{ marginBottom: 16 }}
            items={[
              { key: 'time', label: t('events.columns.time', 'Time (UTC)'), children: utc(event.timestamp) },
              {
                key: 'device',
                label: t('events.columns.device', 'Device'),
                children: (
                  <Typography.Text copyable={{ text: event.device_id }}>
                    {formatDeviceId(event.device_id)}
                  </Typography.Text>
                ),
              },
              { key: 'event', label: t('events.columns.event', 'Event'), children: event.event_type },
            ]}
          />
          <Typography.Title level={5}>{t('events.preview.full-event', 'Full event')}</Typography.Title>
          <pre style={{ ...PRE_STYLE, background: token.colorFillTertiary, borderRadius: token.borderRadius }}>
            {eventJson(event, t('events.preview.redacted-value', '[redacted]'))}
          </pre>
        </>
      )}
    </Drawer>
  );
}
