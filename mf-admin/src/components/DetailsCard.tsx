import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import type { DescriptionsProps } from 'antd';

export interface DetailsCardProps {
  title: string;
  items: DescriptionsProps['items'];
}

/** Every field of a record (the admin account and device): two columns, one on a phone. */
export function DetailsCard({ title, items }: DetailsCardProps) {
  return (
    <Card size="small" title={title}>
      <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} />
    </Card>
  );
}
