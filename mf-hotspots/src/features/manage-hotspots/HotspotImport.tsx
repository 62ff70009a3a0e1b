import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { LazyBoundary, RemoteBoundary, retryableLazy } from '@beacon/shared';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

/**
 * The Import hotspots dialog (issue 28), `@beacon/shared/import`: its code (and the parsers behind it)
 * loads when the dialog opens, or when the pointer or focus reaches the button, never with the page.
 */
const LazyHotspotImportDialog = retryableLazy(() =>
  import(/* webpackChunkName: "hotspots-import" */ '@beacon/shared/import').then((m) => m.HotspotImportDialog),
);

/** "Import": opens the dialog. Any member may import, as any member may register (no level rule). */
export function ImportHotspotsButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('hotspots');
  const preload = () => void LazyHotspotImportDialog.preload();
  return (
    <Button icon={<UploadOutlined />} onClick={onOpen} onPointerEnter={preload} onFocus={preload}>
      {t('manage.import.button', 'Import')}
    </Button>
  );
}

/** The open dialog; a chunk that fails to load shows the remote's error with Retry. */
export function HotspotImport({ onClose }: { onClose: () => void }) {
  return (
    <RemoteBoundary remote="mf-hotspots">
      <LazyBoundary fallback={null}>
        <LazyHotspotImportDialog open onClose={onClose} />
      </LazyBoundary>
    </RemoteBoundary>
  );
}
