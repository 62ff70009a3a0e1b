import type { DeliveryErrorKind } from '@beacon/shared';
import type { Delivery } from '@beacon/shared/contract';
import { useDateFormat } from '@beacon/shared/ui';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The name of why no answer came (the contract's `error_kind`). */
export function errorKindLabel(t: TFunction<'networks'>, kind: DeliveryErrorKind | undefined): string {
  switch (kind) {
    case 'timeout':
      return t('deliveries.error-kind.timeout', 'Timeout');
    case 'refused':
      return t('deliveries.error-kind.refused', 'Refused');
    case 'dns':
      return t('deliveries.error-kind.dns', 'DNS');
    case 'blocked':
      return t('deliveries.error-kind.blocked', 'Blocked');
    case 'other':
    case undefined:
      return t('deliveries.error-kind.other', 'Other error');
  }
}

/** The attempt's outcome in a word: its status code, or why no answer came. */
export function deliveryOutcomeText(t: TFunction<'networks'>, delivery: Delivery): string {
  return delivery.status === null ? errorKindLabel(t, delivery.error_kind) : String(delivery.status);
}

const MESSAGE_STYLE = { wordBreak: 'break-word' } as const;

/**
 * An attempt's result: the status code answered (green for 2xx, red otherwise) or, when no answer
 * came, why as a red tag (timeout, refused, DNS, blocked, other) with the platform's message.
 */
export function DeliveryResult({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('networks');
  const { number } = useDateFormat();
  // Preset colours (not success/error): the console's theme makes their text readable on their fill.
  const color = delivery.ok ? 'green' : 'red';
  if (delivery.status !== null) {
    // A status code is a code, not a quantity: no separators in any language.
    return <Tag color={color}>{number(delivery.status, { useGrouping: false })}</Tag>;
  }
  return (
    <Flex vertical gap={4} align="flex-start">
      <Tag color={color}>{errorKindLabel(t, delivery.error_kind)}</Tag>
      {delivery.error && (
        <Typography.Text type="secondary" style={MESSAGE_STYLE}>
          {delivery.error}
        </Typography.Text>
      )}
    </Flex>
  );
}
