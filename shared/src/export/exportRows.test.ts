import { describe, expect, it } from '@rstest/core';
import { csvCell, ExportCancelled, exportFileName, exportRows, type ExportColumn } from './exportRows.ts';

interface Row {
  id: string;
  n: number;
}
const COLUMNS: ExportColumn<Row>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'N', value: (row) => row.n },
];

/** A selection of `total` rows served `pageSize` at a time; records the pages asked for. */
function source(total: number) {
  const asked: number[] = [];
  const rows = Array.from({ length: total }, (_, i) => ({ id: `r${i + 1}`, n: i + 1 }));
  return {
    asked,
    fetchPage: (page: number, pageSize: number) => {
      asked.push(page);
      return Promise.resolve({ results: rows.slice((page - 1) * pageSize, page * pageSize), total });
    },
  };
}

describe('exportRows', () => {
  it('writes a CSV header and every page of the selection, reporting progress', async () => {
    const { asked, fetchPage } = source(5);
    const progress: Array<[number, number]> = [];
    const { blob, rows } = await exportRows({
      format: 'csv',
      columns: COLUMNS,
      fetchPage,
      pageSize: 2,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(rows).toBe(5);
    expect(asked).toEqual([1, 2, 3]);
    expect(progress).toEqual([
      [2, 5],
      [4, 5],
      [5, 5],
    ]);
    expect(await blob.text()).toBe('ID,N\r\nr1,1\r\nr2,2\r\nr3,3\r\nr4,4\r\nr5,5\r\n');
    expect(blob.type).toContain('text/csv');
  });

  it('writes NDJSON as the API answered each row, one per line', async () => {
    const { fetchPage } = source(3);
    const { blob } = await exportRows({ format: 'ndjson', columns: COLUMNS, fetchPage, pageSize: 2 });
    const lines = (await blob.text()).trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line) as Row)).toEqual([
      { id: 'r1', n: 1 },
      { id: 'r2', n: 2 },
      { id: 'r3', n: 3 },
    ]);
  });

  it('stops at the total of the first page although rows arrive meanwhile, and at an empty page', async () => {
    let total = 3;
    const grows = (page: number, pageSize: number) => {
      const answer = {
        results: Array.from({ length: total }, (_, i) => ({ id: `r${i}`, n: i })).slice(
          (page - 1) * pageSize,
          page * pageSize,
        ),
        total,
      };
      total += 2;
      return Promise.resolve(answer);
    };
    expect((await exportRows({ format: 'csv', columns: COLUMNS, fetchPage: grows, pageSize: 2 })).rows).toBe(3);
    const empty = () => Promise.resolve({ results: [], total: 10 });
    expect((await exportRows({ format: 'csv', columns: COLUMNS, fetchPage: empty })).rows).toBe(0);
  });

  it('stops with ExportCancelled when cancelled between pages', async () => {
    const controller = new AbortController();
    const { asked, fetchPage } = source(10);
    const run = exportRows({
      format: 'csv',
      columns: COLUMNS,
      fetchPage,
      pageSize: 2,
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 4) controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(ExportCancelled);
    expect(asked).toEqual([1, 2]);
  });
});

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('exportFileName', () => {
  it('stamps the name with the UTC time and keeps it file-safe', () => {
    const at = new Date(Date.UTC(2026, 10, 26, 9, 5, 7));
    expect(exportFileName('events Warehouse/1', 'csv', at)).toBe('events-Warehouse-1-20261126-090507.csv');
    expect(exportFileName('', 'ndjson', at)).toBe('export-20261126-090507.ndjson');
  });
});
