import type { Network } from '@beacon/shared/contract';
import { useDateFormat } from '@beacon/shared/ui';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Typography from 'antd/es/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface NetworkCardProps {
  network: Network;
}

/** One network: name (links to its page), relative last-updated time, copyable ID, device count. */
export function NetworkCard({ network }: NetworkCardProps) {
  const { t } = useTranslation('networks');
  const dates = useDateFormat();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <Card
        size="small"
        title={
          <Link id={titleId} to={`/networks/${encodeURIComponent(network.network_id)}`}>
            {network.name}
          </Link>
        }
      >
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'last_updated',
              label: t('network-list.card.last-updated', 'Last updated'),
              children: (
                <span title={dates.dateTime(network.last_updated)}>{dates.relative(network.last_updated)}</span>
              ),
            },
            {
              key: 'network_id',
              label: t('network-list.card.network-id', 'Network ID'),
              children: (
                <Typography.Text code copyable={{ text: network.network_id }}>
                  {network.network_id}
                </Typography.Text>
              ),
            },
            {
              key: 'devices',
              label: t('network-list.card.devices', 'Devices'),
              children: dates.number(network.device_count),
            },
          ]}
        />
      </Card>
    </article>
  );
}
