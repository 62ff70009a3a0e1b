import { unparse } from 'papaparse';
import type { ImportField, ImportRow } from './types.ts';

/** A row that was not imported and why, in the reader's words. */
export interface FailedRow {
  row: ImportRow;
  reason: string;
}

/** The failures file's last column: why the row was not imported. */
export const REASON_COLUMN = 'reason';

/**
 * The failed rows as CSV, ready to fix and import again: the import's own column names (which it
 * matches on the way back in) and a `reason` column (which it ignores). Cells a spreadsheet would
 * take for a formula are escaped (Papa Parse's `escapeFormulae`).
 */
export function failuresCsv(fields: readonly ImportField[], failures: readonly FailedRow[]): string {
  return unparse(
    {
      fields: [...fields.map((field) => field.key), REASON_COLUMN],
      data: failures.map(({ row, reason }) => [...fields.map((field) => row.values[field.key] ?? ''), reason]),
    },
    { escapeFormulae: true },
  );
}
