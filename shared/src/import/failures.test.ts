import { describe, expect, it } from '@rstest/core';
import { parse } from 'papaparse';
import { rowsFromTable, guessMapping } from './columns.ts';
import { failuresCsv } from './failures.ts';
import { HOTSPOT_IMPORT } from './hotspotImport.ts';

describe('failuresCsv', () => {
  const row = (line: number, values: Record<string, string>) => ({ key: line, line, values });

  it('writes the failed rows under the import’s own column names with a reason column', () => {
    const csv = failuresCsv(HOTSPOT_IMPORT.fields, [
      {
        row: row(2, { hotspot_id: 'nope', alias: 'North, roof', site_id: '', group: '' }),
        reason: 'Valid Hotspot ID required',
      },
      {
        row: row(5, { hotspot_id: 'x', alias: '=cmd()', site_id: 's1', group: 'Roof' }),
        reason: 'Group not found: Roof',
      },
    ]);
    expect(csv).toBe(
      [
        'hotspot_id,alias,site_id,group,reason',
        'nope,"North, roof",,,Valid Hotspot ID required',
        'x,"\'=cmd()",s1,Roof,Group not found: Roof',
      ].join('\r\n'),
    );
  });

  it('is a file the import reads back with its columns matched', () => {
    const csv = failuresCsv(HOTSPOT_IMPORT.fields, [
      { row: row(2, { hotspot_id: 'id-1', alias: 'North', site_id: 'S', group: 'G' }), reason: 'because' },
    ]);
    const table = parse<string[]>(csv, { skipEmptyLines: 'greedy' }).data;
    const mapping = guessMapping(table, HOTSPOT_IMPORT);
    expect(rowsFromTable(table, mapping, HOTSPOT_IMPORT.fields).map((r) => r.values)).toEqual([
      { hotspot_id: 'id-1', alias: 'North', site_id: 'S', group: 'G' },
    ]);
  });
});
