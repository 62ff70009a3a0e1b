import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

/** Route `/devices` (its content is "not shown" in the spec; see docs/decisions.md). */
export default function DeviceListPage() {
  const { t } = useTranslation('devices');
  return (
    <PlannedScreen
      title={t('device-list.title', 'Devices')}
      what={t('device-list.planned', 'the devices of the selected account')}
    />
  );
}
