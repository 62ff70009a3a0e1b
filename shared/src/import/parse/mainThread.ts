import { parse } from 'papaparse';
import { checkRows, checkSize, formatOf, ImportInputError, parseXlsx, type ImportInput } from './parsers.ts';

/** How much CSV is parsed between two turns of the page's event loop. */
const CSV_CHUNK_BYTES = 256 * 1024;

/**
 * The fallback when no worker can start (no Worker, or a CSP without `worker-src blob:`): parsing on
 * the page's main thread. CSV goes a chunk at a time (Papa Parse reads a Blob slice by slice through
 * FileReader, so the page gets its turn between slices); XLSX is unzipped and read in one go.
 */
export async function parseOnMainThread(input: ImportInput): Promise<string[][]> {
  checkSize(input);
  const format = formatOf(input);
  if (format === null) throw new ImportInputError('format');
  if (format === 'xlsx' && input.kind === 'file') return checkRows(await parseXlsx(input.file));
  const blob = input.kind === 'text' ? new Blob([input.text], { type: 'text/csv' }) : input.file;
  return checkRows(await parseCsvInChunks(blob));
}

function parseCsvInChunks(blob: Blob): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parse<string[], File>(blob as File, {
      skipEmptyLines: 'greedy',
      chunkSize: CSV_CHUNK_BYTES,
      chunk: (results) => {
        for (const row of results.data) rows.push(row);
      },
      complete: () => resolve(rows),
      error: () => reject(new ImportInputError('unreadable')),
    });
  });
}
