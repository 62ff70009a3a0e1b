import type { Network } from '@beacon/shared/contract';
import { useDateFormat } from '@beacon/shared/ui';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';

export interface NetworkSummaryProps {
  /** Undefined while the network loads: the same card, each value a bar (as tall as when loaded). */
  network: Network | undefined;
}

/** A value's place while the network loads: a bar of a text line's height. */
const VALUE_SKELETON = (
  <Skeleton.Input active size="small" style={{ height: 22 }} styles={{ root: { verticalAlign: 'top' } }} />
);

/** The network page's header summary: name, id, created, updated, registered devices. */
export function NetworkSummary({ network }: NetworkSummaryProps) {
  const { t } = useTranslation('networks');
  const dates = useDateFormat();
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: t('network.summary.name', 'Name'), children: network?.name },
    {
      key: 'id',
      label: t('network.summary.id', 'Network ID'),
      children: network && (
        <Typography.Text code copyable={{ text: network.network_id }}>
          {network.network_id}
        </Typography.Text>
      ),
    },
    {
      key: 'created',
      label: t('network.summary.created', 'Created'),
      children: network && dates.dateTime(network.created),
    },
    {
      key: 'updated',
      label: t('network.summary.updated', 'Updated'),
      children: network && (
        <span title={dates.dateTime(network.last_updated)}>{dates.relative(network.last_updated)}</span>
      ),
    },
    {
      key: 'devices',
      label: t('network.summary.devices', 'Registered devices'),
      children: network && dates.number(network.device_count),
    },
  ];
  return (
    <Card size="small" title={t('network.summary.title', 'Network')} style={{ height: '100%' }}>
      <Descriptions
        size="small"
        column={1}
        items={network ? items : items.map((item) => ({ ...item, children: VALUE_SKELETON }))}
      />
    </Card>
  );
}
