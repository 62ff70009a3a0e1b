import type { EventLogRow, LogExplorerRequest } from '@beacon/shared/contract';
import type { FakePlatform, FakeRequest } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as support from '../../testSupport.tsx';
import { EventsTab } from './EventsTab.tsx';

const MAC_ID = '00000000-0000-8000-8200-a4c138f06e21';
const OTHER_ID = 'dev-other';
/** 2026-11-01T00:00:00Z */
const BASE = 1_793_491_200;

function event(index: number, extra: Partial<EventLogRow> = {}): EventLogRow {
  return {
    timestamp: BASE - index * 60,
    device_id: index % 2 === 0 ? MAC_ID : OTHER_ID,
    network_id: 'net-1',
    event_type: 'device.message.sensor.data',
    type: 'INFO',
    text: `Message ${index}`,
    full_event: { type: 'device.message.sensor.data', data: { namespace: 'sensor', payload: 'a1b2c3d4' } },
    ...extra,
  };
}

const SPOTTED = event(1, {
  event_type: 'device_spotted',
  text: 'Spotted near London',
  full_event: { type: 'device_spotted', data: { location: { lat: 51.5, lon: -0.12 }, gateway_type: 'phone' } },
});
const FAILED = event(2, {
  event_type: 'routing_failed',
  type: 'ERROR',
  text: 'Routing failed: destination timed out',
  full_event: { type: 'routing_failed', data: { url: 'https://hooks.example.com/x' } },
});
const HTML = event(3, {
  event_type: 'protocol_error',
  type: 'ERROR',
  text: 'Protocol error',
  full_event: { type: 'protocol_error', data: { note: '<img src=x onerror="alert(1)"><b>bold</b>' } },
});

/** Events of net-1, newest first. */
const EVENTS: EventLogRow[] = [event(0), SPOTTED, FAILED, HTML, ...Array.from({ length: 6 }, (_, i) => event(i + 4))];

/** A log-explorer that filters (substring), sorts and pages like platform-sim. */
function logExplorer(events: EventLogRow[] = EVENTS): FakePlatform {
  return ({ path, body }) => {
    if (path !== '/v1/accounts/acme/log-explorer') return support.NOT_FOUND;
    const request = body as Required<LogExplorerRequest>;
    const value = (field: string) => request.fields.find((f) => f.field === field)?.value;
    const device = value('device_id');
    const type = value('event_type');
    const matching = events
      .filter((e) => e.network_id === value('network_id'))
      .filter((e) => !device || e.device_id.includes(device))
      .filter((e) => !type || e.event_type.includes(type))
      .sort((a, b) => (request.sort.order === 'asc' ? a.timestamp - b.timestamp : b.timestamp - a.timestamp));
    const { page, page_size } = request.pagination;
    return {
      status: 200,
      body: { results: matching.slice((page - 1) * page_size, page * page_size), total: matching.length, page },
    };
  };
}

/** A log of 250 events that answers each page with 3 rows named after it (the table is slow in happy-dom). */
const bigLog: FakePlatform = ({ body }) => {
  const { page } = (body as Required<LogExplorerRequest>).pagination;
  const results = [0, 1, 2].map((i) => event(i, { text: `Page ${page} row ${i}` }));
  return { status: 200, body: { results, total: 250, page } };
};

function renderTab(url = '/networks/net-1', platform: FakePlatform = logExplorer()) {
  return support.renderWithLocation(<EventsTab networkId="net-1" />, {
    url,
    path: '/networks/:networkId',
    account: support.testAccount(30),
    platform,
  });
}

const explorerBodies = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path.endsWith('/log-explorer')).map((r) => r.body as LogExplorerRequest);
const lastBody = (requests: FakeRequest[]) => explorerBodies(requests).at(-1);
const dataRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

describe('<EventsTab />', () => {
  it('asks log-explorer for the network, newest first, 100 rows a page', async () => {
    const { requests } = await renderTab();
    await screen.findByText('Message 0');
    expect(explorerBodies(requests)).toEqual([
      {
        sort: { field: 'timestamp', order: 'desc' },
        pagination: { page_size: 100, page: 1 },
        fields: [{ field: 'network_id', value: 'net-1' }],
        date_ranges: [],
      },
    ]);
    expect(dataRows()).toHaveLength(EVENTS.length);
    expect(screen.getByText('10 events')).toBeTruthy();
  });

  it('shows the time in UTC, the device as people read it, the event and the details', async () => {
    await renderTab();
    const first = (await screen.findByText('Message 0')).closest('tr')!;
    const cells = within(first).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Nov 1, 2026, 12:00:00 AM',
      'a4:c1:38:f0:6e:21',
      'device.message.sensor.data',
      'Message 0',
    ]);
    expect(within(cells[1]!).getByText('a4:c1:38:f0:6e:21').getAttribute('title')).toBe(MAC_ID);
    expect(screen.getByRole('columnheader', { name: /Time \(UTC\)/ })).toBeTruthy();
  });

  it('marks ERROR rows with a row class and an ERROR tag', async () => {
    await renderTab();
    const failed = (await screen.findByText('Routing failed: destination timed out')).closest('tr')!;
    expect(failed.classList.contains('events-row-error')).toBe(true);
    expect(within(failed).getByText('ERROR')).toBeTruthy();
    const ok = screen.getByText('Message 0').closest('tr')!;
    expect(ok.classList.contains('events-row-error')).toBe(false);
    expect(within(ok).queryByText('ERROR')).toBeNull();
  });

  it('links the location of a spotted event to maps in a new tab', async () => {
    await renderTab();
    const spotted = (await screen.findByText('Spotted near London')).closest('tr')!;
    const link = within(spotted).getByRole('link', { name: 'Map of location 51.5,-0.12' });
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps?q=51.5,-0.12');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(screen.getByText('Message 0').closest('tr')!).queryByRole('link')).toBeNull();
  });

  it('opens the full event as JSON text with the redaction note when a row is clicked', async () => {
    await renderTab();
    fireEvent.click(await screen.findByText('Protocol error'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Payloads are redacted in this preview.')).toBeTruthy();
    const pre = dialog.querySelector('pre')!;
    expect(JSON.parse(pre.textContent)).toEqual(HTML.full_event);
    // Text, never HTML: the payload's markup is not turned into elements.
    expect(pre.textContent).toContain('<img src=x onerror=\\"alert(1)\\"><b>bold</b>');
    expect(dialog.querySelector('img, b')).toBeNull();
    expect(within(dialog).getByText('protocol_error', { selector: 'td *, td' })).toBeTruthy();
  });

  it('redacts the payload in the preview, as its note says, and shows the rest of the event', async () => {
    await renderTab();
    fireEvent.click(await screen.findByText('Message 0'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Payloads are redacted in this preview.')).toBeTruthy();
    const text = dialog.querySelector('pre')!.textContent;
    expect(text).not.toContain('a1b2c3d4');
    expect(JSON.parse(text)).toEqual({
      type: 'device.message.sensor.data',
      data: { namespace: 'sensor', payload: '[redacted]' },
    });
  });

  it('shows the last page for a page past the end, and puts it in the URL', async () => {
    const { requests } = await renderTab('/networks/net-1?page=500', bigLog);
    await waitFor(() => expect(support.locationSearch()).toBe('?page=3'));
    await screen.findByText('Page 3 row 0');
    expect(explorerBodies(requests).map((body) => body.pagination?.page)).toEqual([500, 3]);
  });

  it('pages on the server and keeps the page in the URL', async () => {
    const { requests } = await renderTab('/networks/net-1', bigLog);
    await screen.findByText('Page 1 row 0');
    expect(screen.getByText('250 events')).toBeTruthy();
    expect(screen.getByTitle('3')).toBeTruthy();
    expect(screen.queryByTitle('4')).toBeNull();
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('Page 3 row 0');
    expect(lastBody(requests)?.pagination).toEqual({ page_size: 100, page: 3 });
    expect(support.locationSearch()).toBe('?page=3');
  });

  it('sorts by time on the server, oldest first on a click of the Time header', async () => {
    const { requests } = await renderTab('/networks/net-1?page=2', bigLog);
    await screen.findByText('Page 2 row 0');
    fireEvent.click(screen.getByRole('columnheader', { name: /Time \(UTC\)/ }));
    await waitFor(() => expect(support.locationSearch()).toBe('?order=asc'));
    await screen.findByText('Page 1 row 0');
    expect(lastBody(requests)?.sort).toEqual({ field: 'timestamp', order: 'asc' });
    expect(lastBody(requests)?.pagination?.page).toBe(1);
    expect(screen.getByRole('columnheader', { name: /Time \(UTC\)/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('reads filters, order and page from the URL', async () => {
    const { requests } = await renderTab('/networks/net-1?device_id=dev-other&event_type=device&order=asc&page=2');
    await waitFor(() => expect(explorerBodies(requests)).toHaveLength(1));
    expect(lastBody(requests)).toEqual({
      sort: { field: 'timestamp', order: 'asc' },
      pagination: { page_size: 100, page: 2 },
      fields: [
        { field: 'network_id', value: 'net-1' },
        { field: 'device_id', value: 'dev-other' },
        { field: 'event_type', value: 'device' },
      ],
      date_ranges: [],
    });
    expect(screen.getByLabelText<HTMLInputElement>('Device ID').value).toBe('dev-other');
    expect(screen.getByLabelText<HTMLInputElement>('Event Type').value).toBe('device');
  });

  it('puts a typed filter into the URL once typing pauses, back at page 1', async () => {
    const events = [...EVENTS, ...Array.from({ length: 140 }, (_, i) => event(i + 10))];
    const { requests } = await renderTab('/networks/net-1?page=2', logExplorer(events));
    await screen.findByText('Message 100');
    const input = screen.getByLabelText('Event Type');
    fireEvent.change(input, { target: { value: 'spot' } });
    fireEvent.change(input, { target: { value: 'spotted' } });
    await waitFor(() => expect(support.locationSearch()).toBe('?event_type=spotted'));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(screen.getByText('Spotted near London')).toBeTruthy();
    // One request for the page, one for the filter: the half-typed 'spot' was never sent.
    expect(explorerBodies(requests).map((b) => b.fields?.find((f) => f.field === 'event_type')?.value)).toEqual([
      undefined,
      'spotted',
    ]);
  });

  it('sets the device filter from the search icon beside a device', async () => {
    const { requests } = await renderTab();
    const row = (await screen.findByText('Message 0')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Filter by device a4:c1:38:f0:6e:21' }));
    await waitFor(() => expect(support.locationSearch()).toBe(`?device_id=${MAC_ID}`));
    expect(screen.getByLabelText<HTMLInputElement>('Device ID').value).toBe(MAC_ID);
    await waitFor(() => expect(lastBody(requests)?.fields).toContainEqual({ field: 'device_id', value: MAC_ID }));
    // The click filtered; it did not open the preview.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets the event type filter from the search icon beside an event, and Clear Filters removes both', async () => {
    await renderTab('/networks/net-1?device_id=a4');
    const row = (await screen.findByText('Routing failed: destination timed out')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Filter by event routing_failed' }));
    await waitFor(() => expect(support.locationSearch()).toBe('?device_id=a4&event_type=routing_failed'));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(support.locationSearch()).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Event Type').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Device ID').value).toBe('');
    await waitFor(() => expect(dataRows()).toHaveLength(EVENTS.length));
  });

  it('refetches on Refresh', async () => {
    const { requests } = await renderTab();
    await screen.findByText('Message 0');
    fireEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(explorerBodies(requests)).toHaveLength(2));
    expect(explorerBodies(requests)[1]).toEqual(explorerBodies(requests)[0]);
  });

  it('shows "Waiting for events" when there are none', async () => {
    await renderTab('/networks/net-1?device_id=nothing-here');
    expect(await screen.findByText('Waiting for events')).toBeTruthy();
  });

  it('toasts a load failure, shows it with Retry, and loads again on Retry', async () => {
    const { platform, recover } = support.failingUntilRecovered(logExplorer(), support.BOOM);
    const { notifications } = await renderTab('/networks/net-1', platform);
    expect(await screen.findByText('Error loading events: boom')).toBeTruthy();
    expect(screen.getByText('The events could not be loaded')).toBeTruthy();
    // The tab's toast replaces the base query's generic "Unexpected error".
    expect(notifications).toEqual([]);
    recover();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Message 0')).toBeTruthy();
    expect(screen.queryByText('The events could not be loaded')).toBeNull();
  });
});
