import { describe, expect, it } from '@rstest/core';
import { guessMapping, isComplete, matchColumns, normalizeHeader, rowsFromTable } from './columns.ts';
import { DEVICE_IMPORT } from './deviceImport.ts';
import { HOTSPOT_IMPORT } from './hotspotImport.ts';

describe('header matching', () => {
  it('compares header names without case, spaces, underscores and hyphens', () => {
    expect(['Device ID', 'device_id', ' DEVICE-ID ', 'deviceid'].map(normalizeHeader)).toEqual(
      Array(4).fill('deviceid'),
    );
  });

  it('finds the device id under "device_id", "Device ID" or "id"', () => {
    for (const header of [['device_id'], ['Device ID'], ['note', 'ID']]) {
      const columns = matchColumns(header, DEVICE_IMPORT.fields);
      expect(columns.device_id).toBe(header.length - 1);
    }
  });

  it('prefers a field’s first header name and takes each column once', () => {
    const columns = matchColumns(['id', 'Site', 'Hotspot ID', 'alias', 'Group'], HOTSPOT_IMPORT.fields);
    expect(columns).toEqual({ hotspot_id: 2, alias: 3, site_id: 1, group: 4 });
  });
});

describe('guessMapping', () => {
  it('takes a first row with known names as the header', () => {
    const mapping = guessMapping([['Device ID'], ['a4:c1:38:f0:6e:21']], DEVICE_IMPORT);
    expect(mapping).toEqual({ hasHeader: true, columns: { device_id: 0 } });
    expect(isComplete(mapping, DEVICE_IMPORT.fields)).toBe(true);
  });

  it('reads a list of ids without a header as ids in the first column', () => {
    const mapping = guessMapping([['a4:c1:38:f0:6e:21'], ['a4:c1:38:f0:6e:22']], DEVICE_IMPORT);
    expect(mapping).toEqual({ hasHeader: false, columns: { device_id: 0 } });
    expect(rowsFromTable([['a4:c1:38:f0:6e:21'], ['a4:c1:38:f0:6e:22']], mapping, DEVICE_IMPORT.fields)).toHaveLength(
      2,
    );
  });

  it('leaves columns it does not know to the mapping step', () => {
    const mapping = guessMapping(
      [
        ['Gerät', 'Notiz'],
        ['a4:c1:38:f0:6e:21', 'x'],
      ],
      DEVICE_IMPORT,
    );
    expect(mapping).toEqual({ hasHeader: true, columns: {} });
    expect(isComplete(mapping, DEVICE_IMPORT.fields)).toBe(false);
  });
});

describe('rowsFromTable', () => {
  it('numbers rows by their line in the file and leaves out rows with nothing in the mapped columns', () => {
    const table = [
      ['alias', 'hotspot_id', 'note'],
      ['North', ' id-1 ', 'a'],
      ['', '', 'only a note'],
      ['South', 'id-2'],
    ];
    const rows = rowsFromTable(table, { hasHeader: true, columns: { hotspot_id: 1, alias: 0 } }, HOTSPOT_IMPORT.fields);
    expect(rows).toEqual([
      { key: 0, line: 2, values: { hotspot_id: 'id-1', alias: 'North', site_id: '', group: '' } },
      { key: 1, line: 4, values: { hotspot_id: 'id-2', alias: 'South', site_id: '', group: '' } },
    ]);
  });
});
