import { describe, expect, it } from '@rstest/core';
import { runBatches, type Sendable } from './batches.ts';
import type { BatchItem, SendBatch } from './types.ts';

const items = (count: number): Sendable<number>[] =>
  Array.from({ length: count }, (_, key) => ({ key, item: { device_id: `id-${key}` } }));

/** A platform that creates everything and records each call's items. */
function recordingSend(calls: BatchItem[][], during?: () => void): SendBatch {
  return (batch, dryRun) => {
    calls.push([...batch]);
    during?.();
    return Promise.resolve({ results: batch.map(() => ({ outcome: dryRun ? 'skipped' : 'created' }) as const) });
  };
}

describe('runBatches', () => {
  it('sends 500 items a call, in order, and files each answer under its item’s key', async () => {
    const calls: BatchItem[][] = [];
    const answered = new Map<number, string>();
    const result = await runBatches({
      items: items(1201),
      send: recordingSend(calls),
      dryRun: false,
      onBatch: (checks) => checks.forEach((check, key) => answered.set(key, check.outcome)),
    });
    expect(calls.map((call) => call.length)).toEqual([500, 500, 201]);
    expect(calls[1]?.[0]).toEqual({ device_id: 'id-500' });
    expect(answered.size).toBe(1201);
    expect(answered.get(1200)).toBe('created');
    expect(result).toEqual({ done: 1201, stopped: false });
  });

  it('stops after the batch under way when cancelled, keeping what was done', async () => {
    const calls: BatchItem[][] = [];
    let cancelled = false;
    const progress: number[] = [];
    const result = await runBatches({
      items: items(1200),
      // Cancel is pressed while the first call is out.
      send: recordingSend(calls, () => (cancelled = true)),
      dryRun: false,
      stopped: () => cancelled,
      onBatch: (_checks, _answer, done) => progress.push(done),
    });
    expect(calls).toHaveLength(1);
    expect(progress).toEqual([500]);
    expect(result).toEqual({ done: 500, stopped: true });
  });

  it('ends at a failed call with its error; the items before it stay done', async () => {
    let call = 0;
    const failure = new Error('network down');
    const send: SendBatch = (batch) => {
      call += 1;
      return call === 2
        ? Promise.reject(failure)
        : Promise.resolve({ results: batch.map(() => ({ outcome: 'created' as const })) });
    };
    const result = await runBatches({ items: items(1200), send, dryRun: true, onBatch: () => undefined });
    expect(result).toEqual({ done: 500, stopped: false, error: failure });
    expect(call).toBe(2);
  });
});
