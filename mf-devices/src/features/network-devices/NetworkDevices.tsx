import { registerTranslations } from '@beacon/shared';
import { useTranslation } from 'react-i18next';
import en from '../../locales/en/devices.json';
import { DeviceExplorer } from '../../components/device-explorer/DeviceExplorer.tsx';

void registerTranslations('devices', { en, de: () => import('../../locales/de/devices.json') });

export interface NetworkDevicesProps {
  networkId: string;
}

/**
 * The devices tab of a network (customer-console.md §2), exposed as `./NetworkDevices` and rendered
 * by mf-networks at `/networks/{networkId}/devices`. Filters, sort, page and view live in the URL.
 */
export default function NetworkDevices({ networkId }: NetworkDevicesProps) {
  const { t } = useTranslation('devices');
  return (
    <section
      aria-label={t('network-devices.label', 'Devices of network {{id}}', { id: networkId })}
      data-remote-component="mf-devices/NetworkDevices"
    >
      <DeviceExplorer networkId={networkId} />
    </section>
  );
}
