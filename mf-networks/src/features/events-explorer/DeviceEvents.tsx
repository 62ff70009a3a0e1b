import { registerTranslations } from '@beacon/shared';
import { useMemo } from 'react';
import en from '../../locales/en/networks.json';
import { EventsExplorer } from './EventsExplorer.tsx';

// Exposed as `./DeviceEvents`: it loads without this remote's App, so it brings its own texts.
void registerTranslations('networks', { en, de: () => import('../../locales/de/networks.json') });

export interface DeviceEventsProps {
  deviceId: string;
}

/**
 * The device page's events list (customer-console.md §2 "Device page"): the events explorer for one
 * device across its account, with live tail. Exposed by mf-networks as `./DeviceEvents` and rendered by
 * mf-devices with `<RemoteComponent remote="mf-networks" expose="./DeviceEvents" props={{ deviceId }} />`.
 */
export default function DeviceEvents({ deviceId }: DeviceEventsProps) {
  const scope = useMemo(() => ({ deviceId }), [deviceId]);
  return <EventsExplorer scope={scope} />;
}
