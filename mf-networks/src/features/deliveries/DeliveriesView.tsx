import Descriptions from 'antd/es/descriptions';
import type { DescriptionsProps } from 'antd';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { TabSection } from '../../components/TabSection.tsx';
import { BackToTab } from './BackToTab.tsx';
import { DeliveryLog, type DeliveryScope } from './DeliveryLog.tsx';

/** Where a deliveries view belongs: its network and the tab it was opened from (its way back). */
interface Place {
  networkId: string;
  tab: 'routes' | 'integrations';
}

export interface DeliveriesViewProps extends Place {
  /** The view's heading. */
  title: string;
  /** The region's name, e.g. "Deliveries of the route device.*". */
  label: string;
  /** What the attempts are of: a route's filter and URL, or an integration's destination. */
  about: DescriptionsProps['items'];
  scope: DeliveryScope;
}

/** A deliveries view (issue 28): its heading and the way back, what it is of, then the delivery log. */
export function DeliveriesView({ networkId, tab, title, label, about, scope }: DeliveriesViewProps) {
  return (
    <TabSection label={label}>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <BackToTab networkId={networkId} tab={tab} />
      </Flex>
      <Descriptions size="small" bordered column={1} items={about} />
      <DeliveryLog networkId={networkId} scope={scope} />
    </TabSection>
  );
}

export interface DeliveriesNotFoundProps extends Place {
  title: string;
  /** Why it may be gone. */
  hint: string;
}

/** What a deliveries view is of is not in the network (any more): that, and the way back. */
export function DeliveriesNotFound({ networkId, tab, title, hint }: DeliveriesNotFoundProps) {
  return (
    <Result
      status="404"
      title={title}
      subTitle={hint}
      extra={<BackToTab networkId={networkId} tab={tab} type="primary" />}
    />
  );
}
