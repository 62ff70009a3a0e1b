import type { TFunction } from 'i18next';
import type { FailedRow } from './failures.ts';
import type { PreviewRow } from './preview.ts';
import { problemText } from './problemText.ts';
import type { ImportField, ServerCheck } from './types.ts';

export interface ImportSummary {
  created: number;
  /** Already registered (the platform's skip) or a repeat of an earlier row of the file. */
  skipped: number;
  /** Refused in the preview or by the platform: these are in the failures file. */
  failed: number;
  /** Ready rows the import did not reach (cancelled, or stopped by a failed call). */
  notImported: number;
  failures: FailedRow[];
}

/** What became of every row of the file: the preview's verdicts with the import's answers. */
export function summarize(
  rows: readonly PreviewRow[],
  results: ReadonlyMap<number, ServerCheck>,
  t: TFunction<'import'>,
  fields: readonly ImportField[],
): ImportSummary {
  const summary: ImportSummary = { created: 0, skipped: 0, failed: 0, notImported: 0, failures: [] };
  const fail = (row: PreviewRow, reason: string) => {
    summary.failed += 1;
    summary.failures.push({ row, reason });
  };
  for (const row of rows) {
    if (row.status === 'skip') summary.skipped += 1;
    else if (row.status === 'error') fail(row, row.problem ? problemText(t, row.problem, fields) : '');
    else {
      const result = results.get(row.key);
      if (!result) summary.notImported += 1;
      else if (result.outcome === 'created') summary.created += 1;
      else if (result.outcome === 'skipped') summary.skipped += 1;
      else fail(row, problemText(t, { code: 'server', message: result.message ?? '' }, fields));
    }
  }
  return summary;
}
