import type { Network } from '@beacon/shared/contract';
import { useDateFormat } from '@beacon/shared/ui';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

export interface NetworkSummaryProps {
  network: Network;
}

/** The network page's header summary: name, id, created, updated, registered devices. */
export function NetworkSummary({ network }: NetworkSummaryProps) {
  const { t } = useTranslation('networks');
  const dates = useDateFormat();
  return (
    <Card size="small" title={t('network.summary.title', 'Network')} style={{ height: '100%' }}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'name', label: t('network.summary.name', 'Name'), children: network.name },
          {
            key: 'id',
            label: t('network.summary.id', 'Network ID'),
            children: (
              <Typography.Text code copyable={{ text: network.network_id }}>
                {network.network_id}
              </Typography.Text>
            ),
          },
          { key: 'created', label: t('network.summary.created', 'Created'), children: dates.dateTime(network.created) },
          {
            key: 'updated',
            label: t('network.summary.updated', 'Updated'),
            children: <span title={dates.dateTime(network.last_updated)}>{dates.relative(network.last_updated)}</span>,
          },
          {
            key: 'devices',
            label: t('network.summary.devices', 'Registered devices'),
            children: dates.number(network.device_count),
          },
        ]}
      />
    </Card>
  );
}
