import { parse } from 'papaparse';
import { readSheet } from 'read-excel-file/universal';
import type { Table } from '../columns.ts';

/**
 * Reading what the person gave (issue 28): a CSV or XLSX file, or CSV text pasted into the box. The
 * same code runs in the parser's worker (parse.worker.ts) and, when no worker can start, on the page.
 * `read-excel-file/universal` starts no workers of its own (its browser build would, one per large file).
 */

export type ImportInput = { kind: 'text'; text: string } | { kind: 'file'; file: Blob; name: string };
export type InputFormat = 'csv' | 'xlsx';

/** Why a file gives no rows: not a CSV or XLSX file, unreadable, or larger than the import takes. */
export type InputErrorCode = 'format' | 'unreadable' | 'too-large';

export class ImportInputError extends Error {
  readonly code: InputErrorCode;
  constructor(code: InputErrorCode) {
    super(`Import input: ${code}`);
    this.name = 'ImportInputError';
    this.code = code;
  }
}

/** The largest file the import reads (10 MB: 10,000 rows of a few columns take about 1 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The most rows a file may have: what a preview shows and a person can look through. */
export const MAX_ROWS = 50_000;

/** The worker's answer: the table, or why there is none. */
export type ParseAnswer = { ok: true; table: string[][] } | { ok: false; code: InputErrorCode };

/** Which parser reads the input: by the file name's extension; pasted text is CSV. */
export function formatOf(input: ImportInput): InputFormat | null {
  if (input.kind === 'text') return 'csv';
  const extension = /\.([^.]+)$/.exec(input.name)?.[1]?.toLowerCase();
  if (extension === 'csv' || extension === 'txt') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  return null;
}

/** Refuses what is too large to read before reading it. */
export function checkSize(input: ImportInput): void {
  const bytes = input.kind === 'text' ? input.text.length : input.file.size;
  if (bytes > MAX_FILE_BYTES) throw new ImportInputError('too-large');
}

/** Refuses a table with more rows than the import takes (the header counts as one). */
export function checkRows(table: string[][]): string[][] {
  if (table.length > MAX_ROWS + 1) throw new ImportInputError('too-large');
  return table;
}

/** CSV text as rows of cells: the delimiter found by Papa Parse (`,` `;` tab…), blank lines left out. */
export function parseCsvText(text: string): string[][] {
  const { data } = parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return data;
}

/** A cell of a sheet as text: dates as ISO dates, numbers and booleans as written, empty cells empty. */
function cellText(cell: unknown): string {
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'string') return cell;
  return typeof cell === 'number' || typeof cell === 'boolean' ? String(cell) : '';
}

/** The first sheet of an XLSX file as rows of cells. */
export async function parseXlsx(file: Blob): Promise<string[][]> {
  try {
    const sheet = await readSheet(file);
    return sheet.map((row) => row.map(cellText));
  } catch {
    throw new ImportInputError('unreadable');
  }
}

/** The input as rows of cells, whole (the worker's way: it has no page to keep responsive). */
export async function parseInput(input: ImportInput): Promise<Table> {
  checkSize(input);
  const format = formatOf(input);
  if (format === null) throw new ImportInputError('format');
  if (format === 'xlsx' && input.kind === 'file') return checkRows(await parseXlsx(input.file));
  const text = input.kind === 'text' ? input.text : await input.file.text();
  return checkRows(parseCsvText(text));
}

/** The worker's answer for `input`. */
export async function answerFor(input: ImportInput): Promise<ParseAnswer> {
  try {
    return { ok: true, table: (await parseInput(input)) as string[][] };
  } catch (error) {
    return { ok: false, code: error instanceof ImportInputError ? error.code : 'unreadable' };
  }
}
