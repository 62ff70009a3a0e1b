import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from '@beacon/shared/router';

/** Route `/devices/{devId}`: the device page. */
export default function DevicePage() {
  const { t } = useTranslation('devices');
  const { devId = '' } = useParams();
  return (
    <PlannedScreen
      title={t('device.title', 'Device {{id}}', { id: devId })}
      what={t('device.planned', 'the device summary, test events, sync stats, charts, location map and events list')}
    />
  );
}
