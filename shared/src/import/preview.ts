import { deviceLimitOf } from './problemText.ts';
import type { BatchItem, DeviceLimits, ImportKind, ImportRow, RowProblem, ServerCheck } from './types.ts';

/** What becomes of a row: imported (ready), left out as a repeat (skip), refused (error), or being checked. */
export type RowStatus = 'ready' | 'skip' | 'error' | 'checking';

/** A row checked against the contract's rules and the other rows of the file, before the platform's check. */
export interface LocalRow extends ImportRow {
  problem?: RowProblem;
  /** The batch item, for a row that can be sent (not a repeat of an earlier row). */
  item?: BatchItem;
  /** The item's key in the dry run's answers (`itemKey`). */
  itemKey?: string;
}

export interface PreviewRow extends LocalRow {
  status: RowStatus;
  /** Ready, but the platform could not check it (its dry run failed): it is checked when imported. */
  unchecked?: boolean;
}

/** What the dry runs found so far. */
export interface CheckState {
  /** The platform's answer per item key. */
  checks: ReadonlyMap<string, ServerCheck>;
  /** Item keys in a dry run now. */
  pending: ReadonlySet<string>;
  /** Devices: the account's devices before the import, and the tier's limit. */
  limits?: DeviceLimits;
}

/** An item's identity in the dry run's answers: all its fields (a hotspot's group decides its outcome too). */
export function itemKey(item: BatchItem): string {
  return JSON.stringify(item);
}

/** Each row by the contract's rules; a row whose id an earlier row has is a duplicate (the platform would skip it). */
export function checkRows(rows: readonly ImportRow[], kind: ImportKind): LocalRow[] {
  const firstLine = new Map<string, number>();
  return rows.map((row) => {
    const local = kind.toItem(row.values);
    if ('problem' in local) return { ...row, problem: local.problem };
    const earlier = firstLine.get(local.id);
    if (earlier !== undefined) return { ...row, problem: { code: 'duplicate', line: earlier } };
    firstLine.set(local.id, row.line);
    return { ...row, item: local.item, itemKey: itemKey(local.item) };
  });
}

/**
 * Each row's status from its own check and the dry runs'. The tier's limit is counted over the whole
 * file (each dry run of 500 knows only its own items): the rows that would be created, in file order,
 * until the account is full; the rest fail with the platform's limit message. A dropped row frees its place.
 */
export function previewRows(rows: readonly LocalRow[], state: CheckState): PreviewRow[] {
  const { limits } = state;
  const room = limits && limits.max !== null ? Math.max(0, limits.max - limits.existing) : Number.POSITIVE_INFINITY;
  let taken = 0;
  return rows.map((row): PreviewRow => {
    if (row.problem) return { ...row, status: row.problem.code === 'duplicate' ? 'skip' : 'error' };
    const key = row.itemKey ?? '';
    if (state.pending.has(key)) return { ...row, status: 'checking' };
    const check = state.checks.get(key);
    if (check && check.outcome !== 'created' && deviceLimitOf(check.message) === null) {
      const problem: RowProblem = { code: 'server', message: check.message ?? '' };
      return { ...row, problem, status: check.outcome === 'skipped' ? 'skip' : 'error' };
    }
    taken += 1;
    if (taken > room && limits?.max != null)
      return { ...row, problem: { code: 'limit', max: limits.max }, status: 'error' };
    return { ...row, status: 'ready', unchecked: check === undefined };
  });
}

export type StatusCounts = Record<RowStatus, number>;

export function countStatuses(rows: readonly PreviewRow[]): StatusCounts {
  const counts: StatusCounts = { ready: 0, skip: 0, error: 0, checking: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}
