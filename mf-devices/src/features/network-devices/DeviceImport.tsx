import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { LazyBoundary, RemoteBoundary, retryableLazy } from '@beacon/shared';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

/**
 * The Import devices dialog (issue 28), `@beacon/shared/import`: its code (and the parsers behind it)
 * loads when the dialog opens, or when the pointer or focus reaches the button, never with the tab.
 */
const LazyDeviceImportDialog = retryableLazy(() =>
  import(/* webpackChunkName: "devices-import" */ '@beacon/shared/import').then((m) => m.DeviceImportDialog),
);

/** "Import": opens the dialog. Any member may import, as any member may register a device (no level rule). */
export function ImportDevicesButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('devices');
  const preload = () => void LazyDeviceImportDialog.preload();
  return (
    <Button icon={<UploadOutlined />} onClick={onOpen} onPointerEnter={preload} onFocus={preload}>
      {t('network-devices.import', 'Import')}
    </Button>
  );
}

/** The open dialog, importing into `networkId`; a chunk that fails to load shows the remote's error with Retry. */
export function DeviceImport({ networkId, onClose }: { networkId: string; onClose: () => void }) {
  return (
    <RemoteBoundary remote="mf-devices">
      <LazyBoundary fallback={null}>
        <LazyDeviceImportDialog networkId={networkId} open onClose={onClose} />
      </LazyBoundary>
    </RemoteBoundary>
  );
}
