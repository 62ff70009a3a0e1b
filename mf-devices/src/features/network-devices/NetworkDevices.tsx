import { registerTranslations } from '@beacon/shared';
import { NotBuiltYet } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import en from '../../locales/en/devices.json';

registerTranslations('devices', en);

export interface NetworkDevicesProps {
  networkId: string;
}

/** The devices tab of a network, exposed to mf-networks and rendered there at runtime. */
export default function NetworkDevices({ networkId }: NetworkDevicesProps) {
  const { t } = useTranslation('devices');
  return (
    <section
      aria-label={t('network-devices.label', 'Devices of network {{id}}', { id: networkId })}
      data-remote-component="mf-devices/NetworkDevices"
    >
      <NotBuiltYet
        what={t(
          'network-devices.planned',
          'the devices of this network with filters, sorting and a map (rendered by mf-devices)',
        )}
      />
    </section>
  );
}
