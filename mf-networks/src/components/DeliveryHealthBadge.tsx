import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/es/icons/CloseCircleOutlined';
import ExclamationCircleOutlined from '@ant-design/icons/es/icons/ExclamationCircleOutlined';
import { Link } from '@beacon/shared/router';
import { useDateFormat, type DateFormat } from '@beacon/shared/ui';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryHealth } from '@beacon/shared/contract';

export interface DeliveryHealthBadgeProps {
  /** The route's or integration's health; undefined when it has had no deliveries (or none loaded). */
  health: DeliveryHealth | undefined;
  /** The network's health has loaded: a missing `health` means no deliveries. */
  loaded: boolean;
  /** The deliveries view the badge opens. */
  to: string;
}

interface Look {
  color: string;
  icon?: ReactNode;
  text: string;
  tip?: string;
}

/** What the badge shows for a health: red when failing, grey without deliveries, else the 24 h rate. */
function lookOf(
  t: TFunction<'networks'>,
  health: DeliveryHealth | undefined,
  loaded: boolean,
  format: DateFormat,
): Look {
  if (!loaded) return { color: 'default', text: t('deliveries.health.view', 'Deliveries') };
  if (!health) return { color: 'default', text: t('deliveries.health.none', 'No deliveries') };
  const last = t('deliveries.health.last', 'Last attempt {{when}}', { when: format.relative(health.last_at) });
  const rate =
    health.success_rate === null
      ? undefined
      : t('deliveries.health.rate', '{{rate}} of {{total}} in 24 h', {
          // Rounded down: 119 of 120 is 99 %, never 100 %.
          rate: format.number(Math.floor(health.success_rate * 100) / 100, { style: 'percent' }),
          total: format.number(health.total),
        });
  if (health.failing) {
    return {
      color: 'red',
      icon: <CloseCircleOutlined aria-hidden />,
      text:
        rate === undefined
          ? t('deliveries.health.failing-none-recent', 'Failing · none in 24 h')
          : t('deliveries.health.failing', 'Failing · {{rate}}', { rate }),
      tip: `${t('deliveries.health.failing-tip', 'The last 5 attempts failed.')} ${last}`,
    };
  }
  // Older attempts only: the health has an entry but nothing in the window.
  if (rate === undefined) {
    return { color: 'default', text: t('deliveries.health.none-recent', 'No deliveries in 24 h'), tip: last };
  }
  const allDelivered = health.succeeded === health.total;
  return {
    // Preset colours (not success/warning): the console's theme makes their text readable on their fill.
    color: allDelivered ? 'green' : 'orange',
    icon: allDelivered ? <CheckCircleOutlined aria-hidden /> : <ExclamationCircleOutlined aria-hidden />,
    text: rate,
    tip: last,
  };
}

/**
 * A route's or a webhook integration's delivery health (issue 28), a link to its deliveries view:
 * the success rate and count over the last 24 hours ("98% of 120 in 24 h"), red when the last 5
 * attempts all failed, grey "No deliveries" when it has had none.
 */
export function DeliveryHealthBadge({ health, loaded, to }: DeliveryHealthBadgeProps) {
  const { t } = useTranslation('networks');
  const format = useDateFormat();
  const look = lookOf(t, health, loaded, format);
  const link = (
    <Link to={to}>
      <Tag color={look.color} icon={look.icon} style={{ cursor: 'pointer', marginInlineEnd: 0 }}>
        {look.text}
      </Tag>
    </Link>
  );
  return look.tip ? <Tooltip title={look.tip}>{link}</Tooltip> : link;
}
