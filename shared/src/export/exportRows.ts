/**
 * Export (beyond the spec): what an explorer's filter selects, every page, as CSV or NDJSON. The rows
 * are fetched a page at a time and each page is turned into text and folded into a Blob at once, so
 * the JS heap holds one page however long the export is (Blob data lives outside it).
 */

export const EXPORT_FORMATS = ['csv', 'ndjson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Rows per request: the explorers' largest page. */
export const EXPORT_PAGE_SIZE = 1000;

export const EXPORT_MIME: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  ndjson: 'application/x-ndjson',
};

/** One CSV column: its header and the cell of a row. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

export interface ExportPage<Row> {
  results: Row[];
  total: number;
}

export interface ExportOptions<Row> {
  format: ExportFormat;
  /** CSV columns; NDJSON writes each row as the API answered it. */
  columns: readonly ExportColumn<Row>[];
  /** Page `page` (from 1) of `pageSize` rows of the filtered selection. */
  fetchPage: (page: number, pageSize: number, signal: AbortSignal) => Promise<ExportPage<Row>>;
  pageSize?: number;
  signal?: AbortSignal;
  /** After each page: rows written so far and the selection's total (as the first page counted it). */
  onProgress?: (done: number, total: number) => void;
}

export interface ExportResult {
  blob: Blob;
  rows: number;
}

/** Thrown when the export was cancelled through its signal. */
export class ExportCancelled extends Error {
  constructor() {
    super('Export cancelled');
    this.name = 'ExportCancelled';
  }
}

/** Characters a spreadsheet would read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; text that a spreadsheet
 * would run as a formula gets a leading `'` (CSV injection).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function pageText<Row>(rows: readonly Row[], options: ExportOptions<Row>): string {
  if (options.format === 'ndjson') return rows.map((row) => `${JSON.stringify(row)}\n`).join('');
  return rows.map((row) => csvLine(options.columns.map((column) => column.value(row)))).join('');
}

/**
 * Fetches every page of the selection and answers it as one file. Stops at the total the first page
 * reported (rows added meanwhile are not chased) or at an empty page.
 */
export async function exportRows<Row>(options: ExportOptions<Row>): Promise<ExportResult> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const signal = options.signal ?? new AbortController().signal;
  const type = EXPORT_MIME[options.format];
  let blob = new Blob(options.format === 'csv' ? [csvLine(options.columns.map((c) => c.header))] : [], { type });
  let rows = 0;
  let total = Number.POSITIVE_INFINITY;
  for (let page = 1; rows < total; page += 1) {
    if (signal.aborted) throw new ExportCancelled();
    const answer = await options.fetchPage(page, pageSize, signal);
    if (signal.aborted) throw new ExportCancelled();
    if (page === 1) total = answer.total;
    const take = answer.results.slice(0, Math.max(0, total - rows));
    if (take.length === 0) break;
    blob = new Blob([blob, pageText(take, options)], { type });
    rows += take.length;
    options.onProgress?.(rows, total);
  }
  return { blob, rows };
}

/** `{name}-{yyyymmdd-hhmmss}.{csv|ndjson}` in UTC. */
export function exportFileName(name: string, format: ExportFormat, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  return `${safe}-${stamp}.${format}`;
}

/** Hands the file to the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the download has taken the data.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
