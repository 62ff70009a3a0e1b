import type { Network } from '@beacon/shared/contract';
import { useDateFormat } from '@beacon/shared/ui';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@beacon/shared/router';
import { ListCard } from './ListCard.tsx';

export interface NetworkCardProps {
  network: Network;
}

/**
 * One network: name (links to its page), relative last-updated time, copyable ID, device count.
 * The details are one block of text, laid out as antd's Descriptions (label: value, a line each;
 * networkCard.css): so the cards, not a side card, are the list's largest contentful paint.
 */
export function NetworkCard({ network }: NetworkCardProps) {
  const { t } = useTranslation('networks');
  const dates = useDateFormat();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <ListCard
        title={
          <Link id={titleId} to={`/networks/${encodeURIComponent(network.network_id)}`}>
            {network.name}
          </Link>
        }
      >
        <dl className="beacon-network-details">
          <dt>{t('network-list.card.last-updated', 'Last updated')}</dt>
          <dd>
            <span title={dates.dateTime(network.last_updated)}>{dates.relative(network.last_updated)}</span>
          </dd>
          <dt>{t('network-list.card.network-id', 'Network ID')}</dt>
          <dd>
            <Typography.Text code copyable={{ text: network.network_id }}>
              {network.network_id}
            </Typography.Text>
          </dd>
          <dt>{t('network-list.card.devices', 'Devices')}</dt>
          <dd>{dates.number(network.device_count)}</dd>
        </dl>
      </ListCard>
    </article>
  );
}

/** A network card while the networks load: the same card, as tall (a title, three lines of details). */
export function NetworkCardSkeleton() {
  return (
    <ListCard title={<Skeleton.Input active size="small" />}>
      <div className="beacon-network-details-skeleton">
        <Skeleton active title={false} paragraph={{ rows: 3, width: ['55%', '70%', '35%'] }} />
      </div>
    </ListCard>
  );
}
