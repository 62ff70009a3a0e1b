import { useSession } from '@beacon/shared';
import { PageFrame } from '@beacon/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import type { NetworkName } from '../../components/device-explorer/DeviceFilters.tsx';
import { DeviceExplorer } from '../../components/device-explorer/DeviceExplorer.tsx';
import { useListDeviceNetworksQuery } from '../../components/deviceNetworksApi.ts';

/** The networks could not be loaded: the list names networks by id. */
const NO_NETWORKS: readonly NetworkName[] = [];

/**
 * Route `/devices` (its content is "not shown" in the spec; see docs/decisions.md): the selected
 * account's devices across all its networks, as the network Devices tab lists one network's, with a
 * Network filter and column. The networks (`pagesize=1000`) name them; one it cannot name shows its id.
 */
export function DeviceListPage() {
  const { t } = useTranslation('devices');
  const { accountId } = useSession();
  const networks = useListDeviceNetworksQuery(accountId ?? skipToken);
  return (
    <PageFrame title={t('device-list.title', 'Devices')}>
      <Card size="small">
        <DeviceExplorer networks={networks.data ?? (networks.isError ? NO_NETWORKS : undefined)} />
      </Card>
    </PageFrame>
  );
}
