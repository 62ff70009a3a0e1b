import { afterEach, describe, expect, it } from '@rstest/core';
import writeXlsxFile from 'write-excel-file/universal';
import { MAX_FILE_BYTES, parseCsvText, parseInput, parseXlsx } from './parsers.ts';
import { ImportInputError, readTable } from './readTable.ts';

const HEADER = ['hotspot_id', 'alias', 'site_id', 'group'];
const ROW = ['1b4e28ba-2fa1-41d2-883f-0016d3cca427', 'North; roof', 'S-1', 'Roof'];

const csvFile = (text: string, name = 'hotspots.csv') => ({ kind: 'file' as const, file: new Blob([text]), name });

async function xlsxFile(rows: (string | number)[][]) {
  const blob = await writeXlsxFile(rows.map((row) => row.map((value) => ({ value })))).toBlob();
  return { kind: 'file' as const, file: blob, name: 'hotspots.xlsx' };
}

async function refusal(read: Promise<unknown>): Promise<string> {
  const error = await read.then(
    () => null,
    (cause: unknown) => cause,
  );
  return error instanceof ImportInputError ? error.code : String(error);
}

describe('parsing CSV', () => {
  it('finds the delimiter, keeps quoted delimiters and leaves blank lines out', () => {
    expect(parseCsvText('hotspot_id;alias\n"id-1";"North; roof"\n\n   \nid-2;South\n')).toEqual([
      ['hotspot_id', 'alias'],
      ['id-1', 'North; roof'],
      ['id-2', 'South'],
    ]);
  });

  it('reads pasted text and a file on the page when there is no worker, a chunk at a time', async () => {
    const text = [HEADER, ROW]
      .map((row) => row.map((cell) => (cell.includes(';') ? `"${cell}"` : cell)).join(','))
      .join('\n');
    expect(await readTable({ kind: 'text', text }, { worker: false })).toEqual([HEADER, ROW]);
    expect(await readTable(csvFile(`${text.replaceAll('\n', '\r\n')}\r\n`), { worker: false })).toEqual([HEADER, ROW]);
  });

  it('parses 10,000 rows', async () => {
    const lines = [
      'device_id',
      ...Array.from(
        { length: 10_000 },
        (_, i) => `a4:c1:38:f0:${String(i % 100).padStart(2, '0')}:${String(Math.floor(i / 100)).padStart(2, '0')}`,
      ),
    ];
    const table = await readTable({ kind: 'text', text: lines.join('\n') }, { worker: false });
    expect(table).toHaveLength(10_001);
    expect(table[10_000]).toEqual(['a4:c1:38:f0:99:99']);
  });
});

describe('parsing XLSX', () => {
  it('reads the first sheet of a workbook, numbers as text', async () => {
    const input = await xlsxFile([HEADER, ROW, ['0c3e7a52-8f38-4c6e-9d1c-7a3b2f0a1e55', 'South', 42, '']]);
    expect(await parseXlsx(input.file)).toEqual([
      HEADER,
      ROW,
      ['0c3e7a52-8f38-4c6e-9d1c-7a3b2f0a1e55', 'South', '42', ''],
    ]);
    expect(await readTable(input, { worker: false })).toHaveLength(3);
  });

  it('refuses a file that is not a workbook', async () => {
    expect(await refusal(parseInput({ kind: 'file', file: new Blob(['not a zip']), name: 'broken.xlsx' }))).toBe(
      'unreadable',
    );
  });
});

describe('what the import refuses to read', () => {
  it('a file that is neither CSV nor XLSX, and one over the size limit', async () => {
    expect(await refusal(readTable(csvFile('x', 'devices.pdf'), { worker: false }))).toBe('format');
    const huge = { kind: 'file' as const, file: new Blob([new Uint8Array(MAX_FILE_BYTES + 1)]), name: 'huge.csv' };
    expect(await refusal(readTable(huge, { worker: false }))).toBe('too-large');
  });
});

describe('the parser worker', () => {
  const original = globalThis.Worker;
  /** The worker's script, as the build makes it (the fake workers below never run it). */
  const SCRIPT = () => Promise.resolve('onmessage = () => undefined;');
  afterEach(() => {
    globalThis.Worker = original;
  });

  it('falls back to the page when the worker cannot start (a CSP without blob:, say)', async () => {
    const started: string[] = [];
    class RefusedWorker extends EventTarget {
      constructor(url: string | URL) {
        super();
        started.push(String(url));
        setTimeout(() => this.dispatchEvent(new Event('error', { cancelable: true })), 0);
      }
      postMessage() {}
      terminate() {}
    }
    globalThis.Worker = RefusedWorker as unknown as typeof Worker;
    const table = await readTable({ kind: 'text', text: 'device_id\nid-1' }, { script: SCRIPT });
    expect(table).toEqual([['device_id'], ['id-1']]);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatch(/^blob:/);
  });

  it('takes the rows the worker answers', async () => {
    class AnsweringWorker extends EventTarget {
      postMessage(input: { text: string }) {
        const data = { ok: true, table: parseCsvText(input.text) };
        setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data })), 0);
      }
      terminate() {}
    }
    globalThis.Worker = AnsweringWorker as unknown as typeof Worker;
    const table = await readTable({ kind: 'text', text: 'device_id\nid-2' }, { script: SCRIPT });
    expect(table).toEqual([['device_id'], ['id-2']]);
  });

  it('says what the worker found wrong with the file', async () => {
    class RefusingWorker extends EventTarget {
      postMessage() {
        setTimeout(
          () => this.dispatchEvent(new MessageEvent('message', { data: { ok: false, code: 'too-large' } })),
          0,
        );
      }
      terminate() {}
    }
    globalThis.Worker = RefusingWorker as unknown as typeof Worker;
    expect(await refusal(readTable({ kind: 'text', text: 'x' }, { script: SCRIPT }))).toBe('too-large');
  });
});
