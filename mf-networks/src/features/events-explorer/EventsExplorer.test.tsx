import { platformApi } from '@beacon/shared';
import type { EventLogRow, LogExplorerRequest, LogTailRequest } from '@beacon/shared/contract';
import type { FakePlatform, FakeRequest } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { locationSearch, NOT_FOUND, renderWithLocation, testAccount } from '../../testSupport.tsx';
import DeviceEvents from './DeviceEvents.tsx';
import { EventsExplorer } from './EventsExplorer.tsx';
import type { EventsScope } from './eventsQuery.ts';
import { LIVE_POLL_MS } from './useLiveTail.ts';

const DEVICE = '00000000-0000-8000-8200-a4c138f06e21';
const OTHER = '00000000-0000-8000-8200-0000000000b2';
/** 2026-11-01T00:00:00Z */
const BASE = 1_793_491_200;

let clock = 0;
function event(text: string, extra: Partial<EventLogRow> = {}): EventLogRow {
  clock += 1;
  return {
    timestamp: BASE + clock,
    device_id: DEVICE,
    network_id: 'net-1',
    event_type: 'device.message.test.data',
    type: 'INFO',
    text,
    full_event: { type: 'device.message.test.data', data: {} },
    ...extra,
  };
}

/**
 * The event log of account acme as platform-sim keeps it (oldest first): log-explorer filters
 * (network exact, the rest substrings), sorts and pages it; log-tail answers what came after a cursor
 * (the number of events in the log when it was handed out).
 */
function platformOf(log: EventLogRow[]): FakePlatform {
  const matches = (fields: LogExplorerRequest['fields'] = []) => {
    const value = (field: string) => fields.find((f) => f.field === field)?.value ?? '';
    return (e: EventLogRow) =>
      (!value('network_id') || e.network_id === value('network_id')) &&
      e.device_id.includes(value('device_id')) &&
      e.event_type.includes(value('event_type'));
  };
  return ({ path, body }) => {
    if (path === '/v1/accounts/acme/log-explorer') {
      const request = body as Required<LogExplorerRequest>;
      const found = log.filter(matches(request.fields));
      const sorted = request.sort.order === 'asc' ? found : [...found].reverse();
      const { page, page_size } = request.pagination;
      const results = sorted.slice((page - 1) * page_size, page * page_size);
      return { status: 200, body: { results, total: found.length, page } };
    }
    if (path === '/v1/accounts/acme/log-tail') {
      const request = body as LogTailRequest;
      if (request.after === undefined)
        return { status: 200, body: { results: [], cursor: `${log.length}`, more: false } };
      const results = log.slice(Number(request.after)).filter(matches(request.fields));
      return { status: 200, body: { results, cursor: `${log.length}`, more: false } };
    }
    return NOT_FOUND;
  };
}

function renderExplorer(url: string, log: EventLogRow[], scope: EventsScope = { networkId: 'net-1' }) {
  return renderWithLocation(<EventsExplorer scope={scope} />, {
    url,
    path: '/networks/:networkId',
    account: testAccount(30),
    platform: platformOf(log),
  });
}

const bodiesTo = (requests: FakeRequest[], path: string) =>
  requests.filter((r) => r.path.endsWith(path)).map((r) => r.body as LogExplorerRequest & LogTailRequest);
const explorerBodies = (requests: FakeRequest[]) => bodiesTo(requests, '/log-explorer');
const tailBodies = (requests: FakeRequest[]) => bodiesTo(requests, '/log-tail');
const detailsColumn = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'))
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
const liveSwitch = () => screen.getByRole('switch', { name: 'Live' });
/** The tail has started (its first call, without a cursor, has answered). */
const tailStarted = (requests: FakeRequest[]) => waitFor(() => expect(tailBodies(requests).length).toBeGreaterThan(0));

describe('<EventsExplorer /> live tail', () => {
  it('turns Live on in the URL and shows new events above the page without loading it again', async () => {
    const log = [event('Older'), event('Newest before')];
    const { requests } = await renderExplorer('/networks/net-1', log);
    await screen.findByText('Newest before');
    expect(liveSwitch().getAttribute('aria-checked')).toBe('false');
    expect(tailBodies(requests)).toEqual([]);

    fireEvent.click(liveSwitch());
    await waitFor(() => expect(locationSearch()).toBe('?live=1'));
    await tailStarted(requests);
    expect(tailBodies(requests)[0]).toEqual({ fields: [{ field: 'network_id', value: 'net-1' }], date_ranges: [] });
    log.push(event('Live one'), event('Live two'));

    await screen.findByText('Live two');
    expect(detailsColumn()).toEqual(['Live two', 'Live one', 'Newest before', 'Older']);
    expect(screen.getByText('4 events')).toBeTruthy();
    expect(explorerBodies(requests)).toHaveLength(1);
    expect(tailBodies(requests)[1]?.after).toBe('2');
  });

  it('stops asking when Live is switched off, and keeps what came', async () => {
    const log = [event('Before')];
    const { requests } = await renderExplorer('/networks/net-1?live=1', log);
    expect(liveSwitch().getAttribute('aria-checked')).toBe('true');
    await tailStarted(requests);
    log.push(event('Came live'));
    await screen.findByText('Came live');

    fireEvent.click(liveSwitch());
    await waitFor(() => expect(locationSearch()).toBe(''));
    const asked = tailBodies(requests).length;
    log.push(event('While paused'));
    // Longer than a poll's wait: nothing is asked.
    await new Promise((resolve) => setTimeout(resolve, LIVE_POLL_MS + 500));
    expect(tailBodies(requests)).toHaveLength(asked);
    expect(screen.queryByText('While paused')).toBeNull();
    expect(detailsColumn()).toEqual(['Came live', 'Before']);
  });

  it('keeps the filters: the tail asks with the explorer fields and starts again when they change', async () => {
    const log = [event('Spotted', { event_type: 'device_spotted' })];
    const { requests } = await renderExplorer('/networks/net-1?live=1&event_type=spotted', log);
    await tailStarted(requests);
    expect(tailBodies(requests)[0]?.fields).toEqual(explorerBodies(requests)[0]?.fields);

    fireEvent.change(screen.getByLabelText('Event Type'), { target: { value: 'message' } });
    await waitFor(() => expect(locationSearch()).toBe('?live=1&event_type=message'));
    await waitFor(() =>
      expect(tailBodies(requests).at(-1)).toEqual({
        fields: [
          { field: 'network_id', value: 'net-1' },
          { field: 'event_type', value: 'message' },
        ],
        date_ranges: [],
      }),
    );
    expect(explorerBodies(requests).at(-1)?.fields).toEqual(tailBodies(requests).at(-1)?.fields);
    log.push(event('Not this one', { event_type: 'device_spotted' }), event('This one'));
    await screen.findByText('This one');
    expect(screen.queryByText('Not this one')).toBeNull();
  });

  it('counts new events on another page, and the count goes back to page 1, newest first', async () => {
    const log = Array.from({ length: 101 }, (_, i) => event(`Old ${i}`));
    const { requests } = await renderExplorer('/networks/net-1?page=2&live=1', log);
    await screen.findByText('Old 0');
    await tailStarted(requests);
    expect(screen.getByText('101 events')).toBeTruthy();
    log.push(event('New A'), event('New B'));

    fireEvent.click(await screen.findByRole('button', { name: '2 new events' }));
    await waitFor(() => expect(locationSearch()).toBe('?live=1'));
    await screen.findByText('New B');
    expect(detailsColumn().slice(0, 3)).toEqual(['New B', 'New A', 'Old 100']);
    expect(screen.getByText('103 events')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /new event/ })).toBeNull();
  });

  it('counts new events while the table is scrolled away from its top, and shows them there', async () => {
    const log = [event('Before')];
    const { requests, container } = await renderExplorer('/networks/net-1?live=1', log);
    await screen.findByText('Before');
    await tailStarted(requests);
    const table = container.querySelector('.ant-table-wrapper')!;
    let top = -600;
    Object.defineProperty(table, 'getBoundingClientRect', { value: () => ({ top }) as DOMRect });
    act(() => void fireEvent.scroll(window));
    log.push(event('While away'));

    expect(await screen.findByRole('button', { name: '1 new event' })).toBeTruthy();
    // The row is there, above: the user sees it once back at the top.
    expect(detailsColumn()).toEqual(['While away', 'Before']);
    top = 0;
    act(() => void fireEvent.scroll(window));
    await waitFor(() => expect(screen.queryByRole('button', { name: /new event/ })).toBeNull());
  });

  it('ends the filter row with Export, usable once there are events', async () => {
    await renderExplorer('/networks/net-1', [event('Any')]);
    const toolbar = screen.getByRole('button', { name: 'Clear Filters' }).closest('.ant-form')!;
    await waitFor(() => {
      const last = within(toolbar as HTMLElement)
        .getAllByRole('button')
        .at(-1) as HTMLButtonElement;
      expect(last.textContent).toBe('Export');
      expect(last.disabled).toBe(false);
    });
  });
});

describe('<DeviceEvents />', () => {
  const renderDevice = (log: EventLogRow[], url = `/devices/${DEVICE}`) =>
    renderWithLocation(<DeviceEvents deviceId={DEVICE} />, {
      url,
      path: '/devices/:deviceId',
      account: testAccount(30),
      platform: platformOf(log),
    });

  it("asks for the device's events across its account, with no network and no Device ID filter", async () => {
    const log = [event('Mine', { network_id: 'net-2' }), event('Not mine', { device_id: OTHER })];
    const { requests } = await renderDevice(log, `/devices/${DEVICE}?device_id=abc&event_type=message`);
    await screen.findByText('Mine');
    expect(explorerBodies(requests)).toEqual([
      {
        sort: { field: 'timestamp', order: 'desc' },
        pagination: { page_size: 100, page: 1 },
        fields: [
          { field: 'device_id', value: DEVICE },
          { field: 'event_type', value: 'message' },
        ],
        date_ranges: [],
      },
    ]);
    expect(screen.queryByText('Not mine')).toBeNull();
    expect(screen.getByRole('region', { name: 'Events of device a4:c1:38:f0:6e:21' })).toBeTruthy();
    expect(screen.queryByLabelText('Device ID')).toBeNull();
    expect(screen.getByLabelText('Event Type')).toBeTruthy();
    const row = screen.getByText('Mine').closest('tr')!;
    expect(within(row).queryByRole('button', { name: /Filter by device/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Filter by event device.message.test.data' })).toBeTruthy();
  });

  it('loads again when the device is invalidated (a test event sent from its page)', async () => {
    const log = [event('First')];
    const { requests, store } = await renderDevice(log);
    await screen.findByText('First');
    log.push(event('Test event'));
    act(() => void store.dispatch(platformApi.util.invalidateTags([{ type: 'Device', id: DEVICE }])));
    await screen.findByText('Test event');
    expect(explorerBodies(requests)).toHaveLength(2);
  });

  it('tails the device live, with the same fields as its explorer', async () => {
    const log = [event('Before')];
    const { requests } = await renderDevice(log, `/devices/${DEVICE}?live=1`);
    await tailStarted(requests);
    expect(tailBodies(requests)[0]).toEqual({ fields: [{ field: 'device_id', value: DEVICE }], date_ranges: [] });
    log.push(event('Live for the device'), event('Another device', { device_id: OTHER }));
    await screen.findByText('Live for the device');
    expect(screen.queryByText('Another device')).toBeNull();
  });
});
