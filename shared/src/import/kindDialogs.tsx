import {
  useCreateDevicesBatchMutation,
  useCreateHotspotsBatchMutation,
  useSession,
  type BatchOutcome,
} from '@beacon/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_IMPORT } from './deviceImport.ts';
import { HOTSPOT_IMPORT } from './hotspotImport.ts';
import { ImportDialog } from './ImportDialog.tsx';
import type { SendBatch, ServerCheck } from './types.ts';

/** The answers of a batch call in body order (the platform numbers each with its item's index). */
export function inBodyOrder(
  results: readonly { index: number; outcome: BatchOutcome; message?: string }[],
): ServerCheck[] {
  const ordered: ServerCheck[] = [];
  for (const { index, outcome, message } of results)
    ordered[index] = message === undefined ? { outcome } : { outcome, message };
  return ordered;
}

/** The selected account, for the batch calls (the dialog opens only on a signed-in page). */
function useAccountId(): string {
  const { accountId } = useSession();
  if (!accountId) throw new Error('The import needs a selected account');
  return accountId;
}

export interface DeviceImportDialogProps {
  /** The network the devices are registered to. */
  networkId: string;
  open: boolean;
  onClose: () => void;
}

/** Importing devices into a network (its Devices tab, issue 28): `createDevicesBatch`. */
export function DeviceImportDialog({ networkId, open, onClose }: DeviceImportDialogProps) {
  const { t } = useTranslation('import');
  const accountId = useAccountId();
  const [createDevices] = useCreateDevicesBatchMutation();
  const send = useCallback<SendBatch>(
    async (items, dryRun) => {
      const devices = items.map((item) => ({ device_id: item.device_id ?? '' }));
      const answer = await createDevices({
        accountId,
        body: { network_id: networkId, dry_run: dryRun, devices },
      }).unwrap();
      return {
        results: inBodyOrder(answer.results),
        limits: { existing: answer.device_count - answer.created, max: answer.max_devices },
      };
    },
    [createDevices, accountId, networkId],
  );
  return (
    <ImportDialog
      kind={DEVICE_IMPORT}
      send={send}
      title={t('title.devices', 'Import devices')}
      open={open}
      onClose={onClose}
    />
  );
}

export interface HotspotImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Importing hotspots into the account (Manage Hotspots, issue 28): `createHotspotsBatch`. */
export function HotspotImportDialog({ open, onClose }: HotspotImportDialogProps) {
  const { t } = useTranslation('import');
  const accountId = useAccountId();
  const [createHotspots] = useCreateHotspotsBatchMutation();
  const send = useCallback<SendBatch>(
    async (items, dryRun) => {
      const hotspots = items.map(({ hotspot_id = '', ...rest }) => ({ hotspot_id, ...rest }));
      const answer = await createHotspots({ accountId, body: { dry_run: dryRun, hotspots } }).unwrap();
      return { results: inBodyOrder(answer.results) };
    },
    [createHotspots, accountId],
  );
  return (
    <ImportDialog
      kind={HOTSPOT_IMPORT}
      send={send}
      title={t('title.hotspots', 'Import hotspots')}
      open={open}
      onClose={onClose}
    />
  );
}
