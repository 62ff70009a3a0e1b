import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from '@beacon/shared/router';

/** `/admin/devices/{deviceId}`. */
export default function AdminDevicePage() {
  const { t } = useTranslation('admin');
  const { deviceId = '' } = useParams();
  return (
    <PlannedScreen
      title={t('device.title', 'Device {{id}}', { id: deviceId })}
      what={t('device.planned', 'device details and settings, clear session, disconnect')}
    />
  );
}
