import { describe, expect, it } from '@rstest/core';
import type { StatusRecord } from '../../components/statusExplorerApi.ts';
import { hotspotIdFilter, parseDashboardParams, withDashboardQuery } from './dashboardUrl.ts';
import { sortHotspots } from './sortHotspots.ts';

const ID = '0b6e8f7a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('dashboardUrl', () => {
  it('reads filters, tab, sort and page, and writes them back leaving the defaults and other parameters out', () => {
    const params = new URLSearchParams(
      `account=acme&group_id=g1&hotspot_id=${ID}&tab=list&sort=uptime_7d&order=desc&page=3`,
    );
    const query = parseDashboardParams(params);
    expect(query).toEqual({
      groupId: 'g1',
      hotspotId: ID,
      tab: 'list',
      sort: 'uptime_7d',
      order: 'desc',
      page: 3,
    });
    expect(withDashboardQuery(params, query).toString()).toBe(params.toString());
    const defaults = withDashboardQuery(params, {
      ...query,
      groupId: undefined,
      hotspotId: undefined,
      tab: 'map',
      sort: undefined,
      page: 1,
    });
    expect(defaults.toString()).toBe('account=acme');
  });

  it('falls back to the map, no sort and page 1 for values it does not know', () => {
    expect(parseDashboardParams(new URLSearchParams('tab=nope&sort=secret&order=up&page=-2'))).toEqual({
      groupId: undefined,
      hotspotId: undefined,
      tab: 'map',
      sort: undefined,
      order: 'asc',
      page: 1,
    });
  });

  it('normalises a full hotspot UUID (urn:uuid:, case, spaces) and keeps part of one as typed', () => {
    expect(hotspotIdFilter(` urn:uuid:${ID.toUpperCase()} `)).toBe(ID);
    expect(hotspotIdFilter(' 0B6E ')).toBe('0B6E');
    expect(hotspotIdFilter('   ')).toBeUndefined();
  });
});

describe('sortHotspots', () => {
  const record = (id: string, fields: Partial<StatusRecord>): StatusRecord => ({
    bucket_start: 0,
    hotspot_id: id,
    status: 'online',
    group_id: 'ungrouped',
    ...fields,
  });
  const rows = [
    record('a', { alias: 'Yard', uptime_24h: 50, status: 'offline', flapping: true }),
    record('b', { alias: 'dock', uptime_24h: null, status: 'unknown' }),
    record('c', { alias: 'Attic', uptime_24h: 99.5, status: 'online' }),
  ];
  const ids = (sorted: StatusRecord[]) => sorted.map((r) => r.hotspot_id);

  it('sorts by alias (any case), status, uptime and flapping, missing uptime last either way', () => {
    expect(ids(sortHotspots(rows, 'alias', 'asc'))).toEqual(['c', 'b', 'a']);
    expect(ids(sortHotspots(rows, 'status', 'asc'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortHotspots(rows, 'uptime_24h', 'asc'))).toEqual(['a', 'c', 'b']);
    expect(ids(sortHotspots(rows, 'uptime_24h', 'desc'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortHotspots(rows, 'flapping', 'desc'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortHotspots(rows, undefined, 'asc'))).toEqual(['a', 'b', 'c']);
  });
});
