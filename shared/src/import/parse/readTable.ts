import type { Table } from '../columns.ts';
import { ImportInputError, type ImportInput, type ParseAnswer } from './parsers.ts';

export { ImportInputError, MAX_FILE_BYTES, MAX_ROWS } from './parsers.ts';
export type { ImportInput, InputErrorCode } from './parsers.ts';

/** The parser worker's script: parse.worker.ts bundled on its own (a lazy chunk), or null without it. */
async function parserScript(): Promise<string | null> {
  try {
    const { default: script } = await import(/* webpackChunkName: "import-parser" */ './parse.worker.ts?worker-source');
    return typeof script === 'string' && script !== '' ? script : null;
  } catch {
    return null;
  }
}

/**
 * The parser worker, started from a blob: URL of its script: same-origin by construction (a remote's
 * chunks are on another origin than the page, where `new Worker(url)` would throw). Null where no
 * worker can start (no Worker here, or the CSP refuses blob: workers).
 */
function startWorker(script: string): Worker | null {
  if (typeof Worker === 'undefined') return null;
  const url = URL.createObjectURL(new Blob([script], { type: 'text/javascript' }));
  try {
    return new Worker(url, { name: 'import-parser' });
  } catch {
    return null;
  } finally {
    // The worker has its script's URL resolved at construction; the blob is not needed after it.
    URL.revokeObjectURL(url);
  }
}

/** The worker's answer, or null when the worker could not run (refused, or failing to start). */
function askWorker(worker: Worker, input: ImportInput): Promise<ParseAnswer | null> {
  return new Promise((resolve) => {
    const settle = (answer: ParseAnswer | null) => {
      worker.terminate();
      resolve(answer);
    };
    worker.addEventListener('message', (event: MessageEvent<ParseAnswer>) => settle(event.data), { once: true });
    worker.addEventListener('messageerror', () => settle(null), { once: true });
    worker.addEventListener(
      'error',
      (event) => {
        event.preventDefault();
        settle(null);
      },
      { once: true },
    );
    worker.postMessage(input);
  });
}

export interface ReadTableOptions {
  /** Parse in a worker when one can start (default); false parses on the page. */
  worker?: boolean;
  /** The worker's script (tests give their own). */
  script?: () => Promise<string | null>;
}

/**
 * The rows of a CSV or XLSX file, or of pasted CSV text, parsed in a Web Worker so a large file never
 * freezes the page. Where no worker can start, it falls back to parsing on the page, CSV in chunks
 * (mainThread.ts, loaded only then). Throws an `ImportInputError`: format, unreadable, too large.
 */
export async function readTable(
  input: ImportInput,
  { worker = true, script = parserScript }: ReadTableOptions = {},
): Promise<Table> {
  const source = worker ? await script() : null;
  const parser = source === null ? null : startWorker(source);
  const answer = parser ? await askWorker(parser, input) : null;
  if (answer?.ok) return answer.table;
  if (answer) throw new ImportInputError(answer.code);
  const { parseOnMainThread } = await import(/* webpackChunkName: "import-parse" */ './mainThread.ts');
  return parseOnMainThread(input);
}
