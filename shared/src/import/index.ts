// @beacon/shared/import: bulk import of devices and hotspots (issue 28), the dialog with its parsers.
// Shared but not a singleton, like @beacon/shared/map (SHARED_ON_DEMAND in shared/build/federation.ts):
// a remote reaches it only from a lazy chunk that its Import button loads, so no first route carries
// it, and whichever remote loads it first serves the other. The CSV and XLSX parsers run in a worker
// of their own (parse/readTable.ts).
export { DeviceImportDialog, HotspotImportDialog } from './kindDialogs.tsx';
export type { DeviceImportDialogProps, HotspotImportDialogProps } from './kindDialogs.tsx';
export { ImportDialog } from './ImportDialog.tsx';
export type { ImportDialogProps } from './ImportDialog.tsx';
export { DEVICE_IMPORT } from './deviceImport.ts';
export { HOTSPOT_IMPORT } from './hotspotImport.ts';
export type { ImportKind, SendBatch } from './types.ts';
