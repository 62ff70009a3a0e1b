import { useRef, useState } from 'react';
import { runBatches, type Sendable } from './batches.ts';
import type { PreviewRow } from './preview.ts';
import type { SendBatch, ServerCheck } from './types.ts';
import { useMountedRef } from './useMountedRef.ts';

export type ImportPhase = 'idle' | 'running' | 'done';

export interface ImportRun {
  phase: ImportPhase;
  /** Rows sent and answered so far, of `total`. */
  done: number;
  total: number;
  /** The platform's answer for each row sent, by row key. */
  results: ReadonlyMap<number, ServerCheck>;
  /** Cancel was asked: the run stops after the batch under way. */
  cancelling: boolean;
  /** How the run ended: stopped by Cancel, or by a failed call (its error). */
  stopped: boolean;
  error: unknown;
  start: (rows: readonly PreviewRow[]) => void;
  cancel: () => void;
}

/**
 * The import itself: the ready rows through the batch call, 500 a call, with progress. Cancel (and
 * closing the dialog) stops after the batch under way; what was imported stays imported. `onEnded` is
 * called once the run ends, however it ends and even if the dialog closed meanwhile: the lists the
 * import changed are fetched again once, not after each of its calls (20 for 10,000 rows).
 */
export function useImportRun(send: SendBatch, onEnded: () => void): ImportRun {
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [results, setResults] = useState<ReadonlyMap<number, ServerCheck>>(() => new Map());
  const [cancelling, setCancelling] = useState(false);
  const [ending, setEnding] = useState<{ stopped: boolean; error: unknown }>({ stopped: false, error: null });
  const cancelled = useRef(false);
  const mounted = useMountedRef();

  const start = (rows: readonly PreviewRow[]) => {
    const items: Sendable<number>[] = rows.flatMap((row) =>
      row.status === 'ready' && row.item ? [{ key: row.key, item: row.item }] : [],
    );
    cancelled.current = false;
    setCancelling(false);
    setPhase('running');
    setProgress({ done: 0, total: items.length });
    void runBatches({
      items,
      send,
      dryRun: false,
      stopped: () => cancelled.current || !mounted.current,
      onBatch: (answers, _answer, done) => {
        if (!mounted.current) return;
        setResults((current) => new Map([...current, ...answers]));
        setProgress({ done, total: items.length });
      },
    }).then(({ stopped, error }) => {
      if (mounted.current) {
        setEnding({ stopped, error: error ?? null });
        setPhase('done');
      }
      onEnded();
    });
  };

  const cancel = () => {
    cancelled.current = true;
    setCancelling(true);
  };

  return { phase, ...progress, results, cancelling, ...ending, start, cancel };
}
