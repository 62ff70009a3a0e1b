import type { Device } from '@beacon/shared/contract';
import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TableRef } from 'antd';
import { useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_DEVICE_SORT, type DeviceSort } from './deviceListQuery.ts';
import { DeviceTable } from './DeviceTable.tsx';

const MAC_ID = '00000000-0000-8000-8200-a4c138f06e21';
const DEVICES: Device[] = [
  { device_id: MAC_ID, network_id: 'net-1', created: 1_790_000_000, last_seen: null },
  { device_id: 'd-2', network_id: 'net-1', created: 1_780_000_000, last_seen: null },
];

/** A table ref that records the table's scrollTo calls (antd hands the ref a new object each render). */
function recordingRef(scrolls: unknown[]): RefObject<TableRef | null> {
  let table: TableRef | null = null;
  return {
    get current() {
      return table;
    },
    set current(value) {
      table =
        value &&
        new Proxy(value, {
          get: (target, key) =>
            key === 'scrollTo'
              ? (config: Parameters<TableRef['scrollTo']>[0]) => {
                  scrolls.push(config);
                  target.scrollTo(config);
                }
              : (Reflect.get(target, key) as unknown),
        });
    },
  };
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The table as the tab uses it: the sort in state, changed by the table. */
function Tab({ tableRef }: { tableRef: RefObject<TableRef | null> }) {
  const [sort, setSort] = useState<DeviceSort>(DEFAULT_DEVICE_SORT);
  return (
    <>
      <DeviceTable
        devices={DEVICES}
        total={DEVICES.length}
        page={1}
        sort={sort}
        loading={false}
        accountId="acme"
        empty={null}
        onSortChange={setSort}
        onPageChange={() => undefined}
        tableRef={tableRef}
      />
      <Location />
    </>
  );
}

async function renderTable(scrolls: unknown[] = []) {
  await renderRoute(<Tab tableRef={recordingRef(scrolls)} />, { url: '/networks/net-1/devices' });
  return screen.findByRole('link', { name: 'a4:c1:38:f0:6e:21' });
}

const location = () => screen.getByTestId('location').textContent;
const header = (name: string) => screen.getAllByRole('columnheader').find((h) => h.textContent === name)!;

describe('<DeviceTable />', () => {
  it('opens a device in the console on a plain click of its link', async () => {
    const link = await renderTable();
    expect(link.getAttribute('href')).toBe(`/devices/${MAC_ID}?account=acme`);
    expect(fireEvent.click(link)).toBe(false); // default prevented: no page load
    await waitFor(() => expect(location()).toBe(`/devices/${MAC_ID}?account=acme`));
  });

  it('leaves a modified or middle click to the browser (new tab or window)', async () => {
    const link = await renderTable();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(location()).toBe('/networks/net-1/devices');
  });

  it('shows the top of the table at once for a new sort, not on other renders', async () => {
    const scrolls: unknown[] = [];
    await renderTable(scrolls);
    expect(scrolls).toEqual([]);
    fireEvent.click(header('Last Spotted'));
    await waitFor(() => expect(header('Last Spotted').getAttribute('aria-sort')).toBe('descending'));
    expect(scrolls).toEqual([{ top: 0 }]);
    fireEvent.click(header('Last Spotted'));
    await waitFor(() => expect(header('Last Spotted').getAttribute('aria-sort')).toBe('ascending'));
    expect(scrolls).toEqual([{ top: 0 }, { top: 0 }]);
  });
});
