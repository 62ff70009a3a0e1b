import { useEffect, useMemo, useRef, useState } from 'react';
import { runBatches, type Sendable } from './batches.ts';
import type { CheckState, LocalRow } from './preview.ts';
import type { DeviceLimits, SendBatch, ServerCheck } from './types.ts';
import { useMountedRef } from './useMountedRef.ts';

export interface DryRun extends CheckState {
  /** The failure of the last dry run (its rows stay unchecked), or null. */
  error: unknown;
  /** Checks the rows a failed dry run left unchecked again. */
  retry: () => void;
}

const without = (set: ReadonlySet<string>, keys: Iterable<string>) => {
  const next = new Set(set);
  for (const key of keys) next.delete(key);
  return next;
};

/**
 * The platform's view of each row before anything is written: every sendable row goes through the
 * batch call with `dry_run: true`, 500 a call, one call at a time. A row whose id is edited is checked
 * again (its item is new); an item already checked is not asked twice.
 */
export function useDryRun(rows: readonly LocalRow[], send: SendBatch): DryRun {
  const [checks, setChecks] = useState<ReadonlyMap<string, ServerCheck>>(() => new Map());
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(() => new Set());
  const [limits, setLimits] = useState<DeviceLimits>();
  const [error, setError] = useState<unknown>(null);
  // Bumped when a run ends: rows edited during it are queued then.
  const [runsDone, setRunsDone] = useState(0);
  const running = useRef(false);
  const mounted = useMountedRef();

  const queue = useMemo(() => {
    const queued = new Set<string>();
    const items: Sendable<string>[] = [];
    for (const { item, itemKey } of rows) {
      if (!item || !itemKey || queued.has(itemKey) || checks.has(itemKey) || unchecked.has(itemKey)) continue;
      queued.add(itemKey);
      items.push({ key: itemKey, item });
    }
    return items;
  }, [rows, checks, unchecked]);

  useEffect(() => {
    if (running.current || queue.length === 0) return;
    running.current = true;
    const keys = queue.map((entry) => entry.key);
    setPending(new Set(keys));
    void runBatches({
      items: queue,
      send,
      dryRun: true,
      stopped: () => !mounted.current,
      onBatch: (answers, answer) => {
        if (!mounted.current) return;
        setChecks((current) => new Map([...current, ...answers]));
        setPending((current) => without(current, answers.keys()));
        if (answer.limits) setLimits(answer.limits);
      },
    }).then(({ done, error: failure }) => {
      running.current = false;
      if (!mounted.current) return;
      const rest = keys.slice(done);
      setError(failure ?? null);
      if (rest.length > 0) setUnchecked((current) => new Set([...current, ...rest]));
      setPending(new Set());
      setRunsDone((n) => n + 1);
    });
  }, [queue, send, runsDone, mounted]);

  const retry = () => {
    setError(null);
    setUnchecked(new Set());
  };
  return { checks, pending, limits, error, retry };
}
