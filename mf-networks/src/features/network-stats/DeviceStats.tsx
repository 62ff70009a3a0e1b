import { registerTranslations } from '@beacon/shared';
import en from '../../locales/en/networks.json';
import { StatsPanel } from './StatsPanel.tsx';

// Exposed to mf-devices' device page: this module can load without mf-networks' App.
void registerTranslations('networks', { en, de: () => import('../../locales/de/networks.json') });

export interface DeviceStatsProps {
  deviceId: string;
}

/** A device's sync stats and charts (`stats?type=device&type_key={id}`), for the device page. */
export default function DeviceStats({ deviceId }: DeviceStatsProps) {
  return <StatsPanel type="device" typeKey={deviceId} />;
}
