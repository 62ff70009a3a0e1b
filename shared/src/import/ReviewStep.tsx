import { useRefreshAfterImport } from '@beacon/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportProgress, ImportResult } from './ImportResult.tsx';
import { checkRows, previewRows, type PreviewRow } from './preview.ts';
import { PreviewStep } from './PreviewStep.tsx';
import { summarize } from './summary.ts';
import type { ImportKind, ImportRow, SendBatch } from './types.ts';
import { useDryRun } from './useDryRun.ts';
import { useImportRun, type ImportPhase } from './useImportRun.ts';

export interface ReviewStepProps {
  kind: ImportKind;
  send: SendBatch;
  rows: readonly ImportRow[];
  onRowsChange: (rows: ImportRow[]) => void;
  /** Where the import is: the dialog shows its step and keeps itself open while it runs. */
  onPhase: (phase: ImportPhase) => void;
  onBack: () => void;
  onMapColumns: () => void;
  onAgain: () => void;
  onClose: () => void;
}

/** The rows checked (locally, then by the platform's dry run), imported, and what became of them. */
export function ReviewStep({
  kind,
  send,
  rows,
  onRowsChange,
  onPhase,
  onBack,
  onMapColumns,
  onAgain,
  onClose,
}: ReviewStepProps) {
  const { t } = useTranslation('import');
  const checked = useMemo(() => checkRows(rows, kind), [rows, kind]);
  const dryRun = useDryRun(checked, send);
  const { checks, pending, limits } = dryRun;
  const preview = useMemo(() => previewRows(checked, { checks, pending, limits }), [checked, checks, pending, limits]);
  // Once the import ends (done, cancelled or stopped by a failure), what it changed is fetched again.
  const refresh = useRefreshAfterImport(kind.name);
  const run = useImportRun(send, refresh);
  // The preview as it was imported: the summary's verdicts for the rows that were not sent.
  const [imported, setImported] = useState<readonly PreviewRow[]>([]);
  const summary = useMemo(
    () => summarize(imported, run.results, t, kind.fields),
    [imported, run.results, t, kind.fields],
  );
  useEffect(() => onPhase(run.phase), [run.phase, onPhase]);

  const editId = useCallback(
    (key: number, id: string) =>
      onRowsChange(
        rows.map((row) => (row.key === key ? { ...row, values: { ...row.values, [kind.idField]: id.trim() } } : row)),
      ),
    [rows, onRowsChange, kind.idField],
  );
  const drop = useCallback((key: number) => onRowsChange(rows.filter((row) => row.key !== key)), [rows, onRowsChange]);

  if (run.phase === 'running') return <ImportProgress run={run} />;
  if (run.phase === 'done') {
    return (
      <ImportResult
        run={run}
        summary={summary}
        fields={kind.fields}
        fileName={`${kind.name}-import-failures`}
        onAgain={onAgain}
        onClose={onClose}
      />
    );
  }
  return (
    <PreviewStep
      kind={kind}
      rows={preview}
      dryRun={dryRun}
      onEditId={editId}
      onDrop={drop}
      onBack={onBack}
      onMapColumns={onMapColumns}
      onImport={() => {
        setImported(preview);
        run.start(preview);
      }}
    />
  );
}
