import { describe, expect, it } from '@rstest/core';
import type { HotspotSummaryRow } from '../../components/adminApi.ts';
import {
  filterHotspots,
  filtersFromParams,
  groupsOf,
  isUngrouped,
  paramsWithFilters,
  validAccountId,
} from './monitoringFilters.ts';

const row = (hotspot_id: string, current_status: HotspotSummaryRow['current_status'], group_id?: string) => ({
  hotspot_id,
  current_status,
  group_id,
});
const ROWS: HotspotSummaryRow[] = [
  row('3F2B8C1E-aaaa', 'online', 'north'),
  row('3f2b0000-bbbb', 'offline', 'north'),
  row('77770000-cccc', 'unknown', 'south'),
  row('88880000-dddd', 'online'),
];
const ids = (rows: HotspotSummaryRow[]) => rows.map((r) => r.hotspot_id);

describe('monitoring filters (§5, on the client)', () => {
  it('no filters: every hotspot', () => {
    expect(filterHotspots(ROWS, {})).toHaveLength(4);
  });

  it('group and status are exact matches', () => {
    expect(ids(filterHotspots(ROWS, { group: 'north' }))).toEqual(['3F2B8C1E-aaaa', '3f2b0000-bbbb']);
    expect(filterHotspots(ROWS, { group: 'nort' })).toEqual([]);
    expect(ids(filterHotspots(ROWS, { status: 'online' }))).toEqual(['3F2B8C1E-aaaa', '88880000-dddd']);
    expect(ids(filterHotspots(ROWS, { status: 'unknown' }))).toEqual(['77770000-cccc']);
    expect(ids(filterHotspots(ROWS, { group: 'north', status: 'offline' }))).toEqual(['3f2b0000-bbbb']);
  });

  it('the hotspot id is a trimmed, case-insensitive substring', () => {
    expect(ids(filterHotspots(ROWS, { hotspotId: '  3f2b ' }))).toEqual(['3F2B8C1E-aaaa', '3f2b0000-bbbb']);
    expect(ids(filterHotspots(ROWS, { hotspotId: 'CCC' }))).toEqual(['77770000-cccc']);
    expect(filterHotspots(ROWS, { hotspotId: 'zzz' })).toEqual([]);
    expect(filterHotspots(ROWS, { hotspotId: '   ' })).toHaveLength(4);
  });

  it('all three together', () => {
    expect(ids(filterHotspots(ROWS, { group: 'north', status: 'online', hotspotId: '8c1e' }))).toEqual([
      '3F2B8C1E-aaaa',
    ]);
  });

  it('the groups of the loaded hotspots, sorted, without blanks', () => {
    expect(groupsOf(ROWS)).toEqual(['north', 'south']);
  });

  it('no group and the default group both read Ungrouped', () => {
    expect(isUngrouped(undefined)).toBe(true);
    expect(isUngrouped('')).toBe(true);
    expect(isUngrouped('ungrouped')).toBe(true);
    expect(isUngrouped('north')).toBe(false);
  });
});

describe('the filters in the URL', () => {
  it('reads the applied filters; an unknown status or a blank is no filter', () => {
    expect(
      filtersFromParams(new URLSearchParams('account_id=acme&group=north&status=offline&hotspot_id=%203f ')),
    ).toEqual({
      group: 'north',
      status: 'offline',
      hotspotId: '3f',
    });
    expect(filtersFromParams(new URLSearchParams('status=broken&group=&hotspot_id=%20'))).toEqual({
      group: undefined,
      status: undefined,
      hotspotId: undefined,
    });
  });

  it('writes them next to account_id, dropping the ones cleared', () => {
    const start = new URLSearchParams('account_id=acme&group=north');
    expect(paramsWithFilters(start, { status: 'online', hotspotId: ' ab ' }).toString()).toBe(
      'account_id=acme&status=online&hotspot_id=ab',
    );
    expect(paramsWithFilters(new URLSearchParams('account_id=acme&group=a&status=online'), {}).toString()).toBe(
      'account_id=acme',
    );
  });

  it('an account id counts only with 3 characters after trimming', () => {
    expect(validAccountId(null)).toBeNull();
    expect(validAccountId('ab')).toBeNull();
    expect(validAccountId('  ab  ')).toBeNull();
    expect(validAccountId(' abc ')).toBe('abc');
  });
});
