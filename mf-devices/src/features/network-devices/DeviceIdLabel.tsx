import { deviceIdKind, formatDeviceId } from '@beacon/shared';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface DeviceIdLabelProps {
  deviceId: string;
  /** The device page (route viewdevice). */
  to: string;
}

const TAG_STYLE = { marginInlineStart: 8 };

/** A device id as people read it: a MAC address, an SGTIN or the id itself, linking to the device. */
export function DeviceIdLabel({ deviceId, to }: DeviceIdLabelProps) {
  const { t } = useTranslation('devices');
  const kind = deviceIdKind(deviceId);
  return (
    <span>
      <Link to={to} title={deviceId}>
        {formatDeviceId(deviceId)}
      </Link>
      {kind === 'mac' && (
        <Tag bordered={false} style={TAG_STYLE}>
          {t('device-id.kind.mac', 'MAC')}
        </Tag>
      )}
      {kind === 'sgtin' && (
        <Tag bordered={false} style={TAG_STYLE}>
          {t('device-id.kind.sgtin', 'SGTIN')}
        </Tag>
      )}
    </span>
  );
}
