import { registerTranslations } from '@beacon/shared';
import { useSearchParams } from '@beacon/shared/router';
import { useTranslation } from 'react-i18next';
import en from '../../locales/en/devices.json';
import { DeviceExplorer } from '../../components/device-explorer/DeviceExplorer.tsx';
import { DeviceImport, ImportDevicesButton } from './DeviceImport.tsx';

void registerTranslations('devices', { en, de: () => import('../../locales/de/devices.json') });

/** `?import=1` opens the Import devices dialog: its button pushes it (so Back closes it), as the palette does. */
export const IMPORT_PARAM = 'import';

export interface NetworkDevicesProps {
  networkId: string;
}

/**
 * The devices tab of a network (customer-console.md §2), exposed as `./NetworkDevices` and rendered
 * by mf-networks at `/networks/{networkId}/devices`. Filters, sort, page and view live in the URL, and
 * so does the Import devices dialog (issue 28).
 */
export default function NetworkDevices({ networkId }: NetworkDevicesProps) {
  const { t } = useTranslation('devices');
  const [search, setSearch] = useSearchParams();
  const withImport = (open: boolean) => (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    if (open) next.set(IMPORT_PARAM, '1');
    else next.delete(IMPORT_PARAM);
    return next;
  };
  return (
    <section
      aria-label={t('network-devices.label', 'Devices of network {{id}}', { id: networkId })}
      data-remote-component="mf-devices/NetworkDevices"
    >
      <DeviceExplorer
        networkId={networkId}
        actions={<ImportDevicesButton onOpen={() => setSearch(withImport(true))} />}
      />
      {search.get(IMPORT_PARAM) === '1' && (
        <DeviceImport networkId={networkId} onClose={() => setSearch(withImport(false), { replace: true })} />
      )}
    </section>
  );
}
