import { formatDeviceId } from '@beacon/shared';
import type { Delivery } from '@beacon/shared/contract';
import Descriptions from 'antd/es/descriptions';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

const PRE_STYLE = {
  margin: 0,
  maxHeight: 320,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
} as const;

/**
 * An attempt's expanded row: the event's id (the same for its retries and redeliveries), the device,
 * and the first 2 KB of the answer's body as text (never HTML), copyable; or that no answer came.
 */
export function DeliveryDetails({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('networks');
  const { token } = theme.useToken();
  const excerpt = delivery.response_excerpt;
  const response =
    excerpt === undefined ? (
      <Typography.Text type="secondary">{t('deliveries.details.no-answer', 'No answer came.')}</Typography.Text>
    ) : excerpt === '' ? (
      <Typography.Text type="secondary">
        {t('deliveries.details.empty-body', 'The answer had no body.')}
      </Typography.Text>
    ) : (
      <Typography.Paragraph copyable={{ text: excerpt }} style={{ marginBottom: 0 }}>
        <pre
          style={{ ...PRE_STYLE, background: token.colorFillTertiary, borderRadius: token.borderRadius, padding: 8 }}
        >
          {excerpt}
        </pre>
      </Typography.Paragraph>
    );
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        {
          key: 'event',
          label: t('deliveries.details.event-id', 'Event ID'),
          children: <Typography.Text copyable={{ text: delivery.event_id }}>{delivery.event_id}</Typography.Text>,
        },
        ...(delivery.device_id === undefined
          ? []
          : [
              {
                key: 'device',
                label: t('deliveries.details.device', 'Device'),
                children: formatDeviceId(delivery.device_id),
              },
            ]),
        { key: 'response', label: t('deliveries.details.response', 'Response (first 2 KB)'), children: response },
      ]}
    />
  );
}
