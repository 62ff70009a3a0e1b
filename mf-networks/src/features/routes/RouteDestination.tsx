import type { Route } from '@beacon/shared/contract';
import { INTEGRATION_ROUTE_HEADER } from '@beacon/shared/routing';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { LongUrl } from '../../components/LongUrl.tsx';

export interface RouteDestinationProps {
  route: Route;
  /** The name of the integration that created the route, when one did. */
  owner?: string;
}

/** A route's URL (a link only when http/https), its header names and the integration that owns it. */
export function RouteDestination({ route, owner }: RouteDestinationProps) {
  const { t } = useTranslation('networks');
  const headerNames = Object.keys(route.headers ?? {}).filter(
    (name) => name.toLowerCase() !== INTEGRATION_ROUTE_HEADER,
  );
  return (
    <Flex vertical gap={4} align="flex-start">
      <LongUrl url={route.url} />
      {headerNames.length > 0 && (
        <Typography.Text type="secondary">
          {t('routes.table.headers', 'Headers: {{names}}', { names: headerNames.join(', ') })}
        </Typography.Text>
      )}
      {owner !== undefined && (
        <Tag color="blue">{t('routes.table.owner', 'Integration: {{name}}', { name: owner })}</Tag>
      )}
    </Flex>
  );
}
