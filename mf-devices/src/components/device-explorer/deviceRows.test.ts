import type { Device } from '@beacon/shared/contract';
import { createDateFormat, type DateFormat } from '@beacon/shared/ui';
import { describe, expect, it } from '@rstest/core';
import type { TFunction } from 'i18next';
import { toDeviceRows, type DeviceRowsOptions } from './deviceRows.ts';

const MAC_ID = '00000000-0000-8000-8200-a4c138f06e21';
/** GS1's SGTIN-96 example 3074257BF7194E4000001A85. */
const SGTIN_ID = '3074257b-f719-8000-8100-4e4000001a85';
const OTHER_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

/** 2026-01-05 00:00:00 UTC. */
const JAN_5 = Date.UTC(2026, 0, 5) / 1000;
const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);
const ago = (seconds: number) => NOW / 1000 - seconds;

/** The common translations the formatters use, by language (English: i18next's defaults). */
const GERMAN: Record<string, string> = { 'dates.never': 'Nie', 'dates.not-available': 'k. A.' };
const fixedT = (translations: Record<string, string>) =>
  ((key: string, english: string) => translations[key] ?? english) as unknown as TFunction<'common'>;
const english = createDateFormat(fixedT({}), { locale: 'en', timeZone: 'UTC' });
const german = createDateFormat(fixedT(GERMAN), { locale: 'de', timeZone: 'UTC' });

const options = (overrides: Partial<DeviceRowsOptions> = {}): DeviceRowsOptions => ({
  dates: english,
  accountId: 'acme',
  kinds: { mac: 'MAC', sgtin: 'SGTIN' },
  nowMs: NOW,
  ...overrides,
});

const device = (device_id: string, extra: Partial<Device> = {}): Device => ({
  device_id,
  network_id: 'net-1',
  created: JAN_5,
  ...extra,
});

describe('toDeviceRows', () => {
  it('reads ids as MAC addresses and SGTINs with their tags, else as they are, each linking to its device', () => {
    const rows = toDeviceRows([device(MAC_ID), device(SGTIN_ID), device(OTHER_ID)], options());
    expect(rows.map(({ id, label, kind, href }) => ({ id, label, kind, href }))).toEqual([
      { id: MAC_ID, label: 'a4:c1:38:f0:6e:21', kind: 'MAC', href: `/devices/${MAC_ID}?account=acme` },
      {
        id: SGTIN_ID,
        label: 'urn:epc:id:sgtin:0614141.812345.6789',
        kind: 'SGTIN',
        href: `/devices/${SGTIN_ID}?account=acme`,
      },
      { id: OTHER_ID, label: OTHER_ID, kind: null, href: `/devices/${OTHER_ID}?account=acme` },
    ]);
  });

  it('uses the translated tags it is given, and links without an account when there is none', () => {
    const [mac, sgtin] = toDeviceRows(
      [device(MAC_ID), device(SGTIN_ID)],
      options({ accountId: null, kinds: { mac: 'MAC-Adresse', sgtin: 'SGTIN-96' } }),
    );
    expect(mac?.kind).toBe('MAC-Adresse');
    expect(sgtin?.kind).toBe('SGTIN-96');
    expect(mac?.href).toBe(`/devices/${MAC_ID}`);
  });

  it('shows Created as date and time, Last Spotted and Last Request as relative times titled with the date', () => {
    const [row] = toDeviceRows([device(MAC_ID, { last_seen: ago(5 * 60), last_request: ago(3 * 86_400) })], options());
    expect(row?.created).toEqual({ text: 'Jan 5, 2026, 12:00 AM UTC', title: 'Jan 5, 2026, 12:00 AM UTC' });
    expect(row?.last_seen).toEqual({ text: '5 minutes ago', title: 'Jan 10, 2026, 11:55 AM UTC' });
    expect(row?.last_request).toEqual({ text: '3 days ago', title: 'Jan 7, 2026, 12:00 PM UTC' });
  });

  it('shows a missing or zero time as Never, titled N/A', () => {
    const [missing, zero] = toDeviceRows(
      [device(MAC_ID), device(OTHER_ID, { last_seen: 0, last_request: null })],
      options(),
    );
    for (const row of [missing, zero]) {
      expect(row?.last_seen).toEqual({ text: 'Never', title: 'N/A' });
      expect(row?.last_request).toEqual({ text: 'Never', title: 'N/A' });
    }
  });

  it('writes German with German formatters', () => {
    const [row] = toDeviceRows([device(MAC_ID, { last_seen: ago(2 * 3600) })], options({ dates: german }));
    expect(row?.created.text).toBe('5. Jan. 2026, 00:00 UTC');
    expect(row?.last_seen).toEqual({ text: 'vor 2 Stunden', title: '10. Jan. 2026, 10:00 UTC' });
    expect(row?.last_request).toEqual({ text: 'Nie', title: 'k. A.' });
  });

  it('shows times from 30 days on as their date', () => {
    const [row] = toDeviceRows([device(MAC_ID, { last_request: ago(45 * 86_400) })], options());
    expect(row?.last_request.text).toBe('Nov 26, 2025');
  });

  it('formats each distinct time once per answer, with one "now" for all rows', () => {
    const calls = { dateTime: 0, relative: [] as Array<number | undefined> };
    const counting: Pick<DateFormat, 'dateTime' | 'relative'> = {
      dateTime: (at) => {
        calls.dateTime += 1;
        return english.dateTime(at);
      },
      relative: (at, nowMs) => {
        calls.relative.push(nowMs);
        return english.relative(at, nowMs);
      },
    };
    const devices = Array.from({ length: 100 }, (_, i) =>
      device(`device-${i}`, { last_seen: ago(60), last_request: i % 2 ? null : ago(120) }),
    );
    const rows = toDeviceRows(devices, options({ dates: counting }));
    expect(rows).toHaveLength(100);
    expect(rows[99]?.last_seen.text).toBe('1 minute ago');
    expect(rows[98]?.last_request.text).toBe('2 minutes ago');
    expect(rows[99]?.last_request.text).toBe('Never');
    // Times: JAN_5, ago(60), ago(120) and "never".
    expect(calls.dateTime).toBe(4);
    expect(calls.relative).toEqual([NOW, NOW, NOW]);
  });

  it("names each device's network from the names it is given, else by its id, linking to the network's page", () => {
    const names = new Map([['net-1', 'Office']]);
    const rows = toDeviceRows(
      [device(MAC_ID), device(OTHER_ID, { network_id: 'net/9' })],
      options({ networkNames: names }),
    );
    expect(rows.map((r) => r.network)).toEqual([
      { id: 'net-1', name: 'Office', href: '/networks/net-1' },
      { id: 'net/9', name: 'net/9', href: '/networks/net%2F9' },
    ]);
    expect(toDeviceRows([device(MAC_ID)], options())[0]?.network.name).toBe('net-1');
  });

  it('keeps the order of the answer, and has no rows for none', () => {
    const ids = ['c', 'a', 'b'];
    expect(
      toDeviceRows(
        ids.map((id) => device(id)),
        options(),
      ).map((r) => r.id),
    ).toEqual(ids);
    expect(toDeviceRows([], options())).toEqual([]);
  });
});
