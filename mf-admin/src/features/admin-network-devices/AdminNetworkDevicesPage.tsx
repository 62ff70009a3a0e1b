import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from '@beacon/shared/router';

/** `/admin/accounts/{accountId}/networks/{networkId}`. */
export default function AdminNetworkDevicesPage() {
  const { t } = useTranslation('admin');
  const { networkId = '' } = useParams();
  return (
    <PlannedScreen
      title={t('network-devices.title', 'Network {{id}} devices', { id: networkId })}
      what={t('network-devices.planned', 'the devices of the network, 20 a page, with session actions')}
    />
  );
}
