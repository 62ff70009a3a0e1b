import type { EventLogRow, LogTailRequest } from '@beacon/shared/contract';
import { renderRoute, type FakePlatform, type FakeRequest } from '@beacon/shared/testing';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { BOOM, NOT_FOUND, testAccount } from '../../testSupport.tsx';
import { LIVE_EVENTS_MAX, LIVE_POLL_MS, useLiveTail } from './useLiveTail.ts';

const NETWORK = { field: 'network_id', value: 'net-1' } as const;

function row(text: string, event_type = 'device.message.test.data'): EventLogRow {
  return {
    timestamp: 1_793_491_200,
    device_id: 'dev-1',
    network_id: 'net-1',
    event_type,
    type: 'INFO',
    text,
    full_event: { type: event_type, data: {} },
  };
}

/**
 * A log-tail like platform-sim's: the cursor is the number of events in the log; without `after` it
 * answers none; with it, those after it that match (event_type as a substring), `limit` at a time.
 */
function tailOf(log: EventLogRow[], options: { limit?: number } = {}): FakePlatform {
  return ({ path, body }) => {
    if (path !== '/v1/accounts/acme/log-tail') return NOT_FOUND;
    const request = body as LogTailRequest;
    if (request.after === undefined)
      return { status: 200, body: { results: [], cursor: String(log.length), more: false } };
    const type = request.fields?.find((f) => f.field === 'event_type')?.value ?? '';
    const limit = options.limit ?? 500;
    const after = Number(request.after);
    const matching = log
      .map((event, index) => ({ event, seq: index + 1 }))
      .filter(({ event, seq }) => seq > after && event.event_type.includes(type));
    const page = matching.slice(0, limit);
    return {
      status: 200,
      body: {
        results: page.map(({ event }) => event),
        cursor: String(page.at(-1)?.seq ?? after),
        more: matching.length > limit,
      },
    };
  };
}

/** The hook with buttons to pause it and to filter, and what it holds as text. */
function Harness() {
  const [enabled, setEnabled] = useState(true);
  const [type, setType] = useState('');
  const fields = type ? [NETWORK, { field: 'event_type' as const, value: type }] : [NETWORK];
  const { events, error, droppedUntil, forget } = useLiveTail({ accountId: 'acme', fields, enabled });
  return (
    <>
      <button onClick={() => setEnabled((on) => !on)}>{enabled ? 'Pause' : 'Resume'}</button>
      <button onClick={() => setType('spotted')}>Spotted only</button>
      <button onClick={() => forget(Date.now() + 1)}>Forget what came</button>
      <output aria-label="dropped">{droppedUntil === undefined ? '' : 'some dropped'}</output>
      <output aria-label="events">{events.map((e) => `${e.seq}:${e.row.text}`).join(' ')}</output>
      <output aria-label="error">{error?.message ?? ''}</output>
    </>
  );
}

const tailBodies = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path.endsWith('/log-tail')).map((r) => r.body as LogTailRequest);
const shown = () => screen.getByLabelText('events').textContent;
/** Runs the timers due in `ms` and the requests they start. */
const advance = (ms: number) => act(() => rs.advanceTimersByTimeAsync(ms));

async function renderHarness(platform: FakePlatform) {
  const result = await renderRoute(<Harness />, { url: '/', account: testAccount(30), platform });
  await advance(0);
  return result;
}

describe('useLiveTail', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('starts now without a cursor, then asks after the cursor about once a second', async () => {
    const log = [row('old')];
    const { requests } = await renderHarness(tailOf(log));
    expect(tailBodies(requests)).toEqual([{ fields: [NETWORK], date_ranges: [] }]);

    log.push(row('one'), row('two'));
    await advance(LIVE_POLL_MS - 1);
    expect(tailBodies(requests)).toHaveLength(1);
    await advance(1);
    expect(tailBodies(requests)[1]).toEqual({ fields: [NETWORK], date_ranges: [], after: '1' });
    expect(shown()).toBe('1:one 2:two');

    await advance(LIVE_POLL_MS);
    expect(tailBodies(requests)[2]).toEqual({ fields: [NETWORK], date_ranges: [], after: '3' });
    expect(shown()).toBe('1:one 2:two');
  });

  it('asks again at once while the answer says more are waiting', async () => {
    const log: EventLogRow[] = [];
    const { requests } = await renderHarness(tailOf(log, { limit: 2 }));
    log.push(row('a'), row('b'), row('c'), row('d'), row('e'));
    await advance(LIVE_POLL_MS);
    // 0 (start), then a b / c d / e without waiting.
    expect(tailBodies(requests).map((b) => b.after)).toEqual([undefined, '0', '2', '4']);
    expect(shown()).toBe('1:a 2:b 3:c 4:d 5:e');
  });

  it(`keeps the newest ${LIVE_EVENTS_MAX} events: a busy network drops the oldest, and says so`, async () => {
    const log: EventLogRow[] = [];
    await renderHarness(tailOf(log, { limit: 5000 }));
    for (let i = 0; i <= LIVE_EVENTS_MAX; i += 1) log.push(row(`e${i}`));
    await advance(LIVE_POLL_MS);
    const kept = shown()?.split(' ') ?? [];
    expect(kept).toHaveLength(LIVE_EVENTS_MAX);
    expect(kept[0]).toBe('2:e1');
    expect(kept.at(-1)).toBe(`${LIVE_EVENTS_MAX + 1}:e${LIVE_EVENTS_MAX}`);
    expect(screen.getByLabelText('dropped').textContent).toBe('some dropped');
  });

  it('lets go of the events that came before a time (an explorer answer holds them), and keeps tailing', async () => {
    const log: EventLogRow[] = [];
    await renderHarness(tailOf(log));
    log.push(row('a'), row('b'));
    await advance(LIVE_POLL_MS);
    expect(shown()).toBe('1:a 2:b');
    fireEvent.click(screen.getByRole('button', { name: 'Forget what came' }));
    expect(shown()).toBe('');
    log.push(row('c'));
    await advance(LIVE_POLL_MS);
    expect(shown()).toBe('3:c');
    expect(screen.getByLabelText('dropped').textContent).toBe('');
  });

  it('asks nothing while paused, and goes on from its cursor when resumed', async () => {
    const log: EventLogRow[] = [];
    const { requests } = await renderHarness(tailOf(log));
    await advance(LIVE_POLL_MS);
    expect(tailBodies(requests)).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    log.push(row('while paused'));
    await advance(10 * LIVE_POLL_MS);
    expect(tailBodies(requests)).toHaveLength(2);
    expect(shown()).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await advance(0);
    expect(tailBodies(requests)[2]?.after).toBe('0');
    expect(shown()).toBe('1:while paused');
  });

  it('starts again from now, without the old events, when the filters change', async () => {
    const log: EventLogRow[] = [];
    const { requests } = await renderHarness(tailOf(log));
    log.push(row('a message'));
    await advance(LIVE_POLL_MS);
    expect(shown()).toBe('1:a message');

    fireEvent.click(screen.getByRole('button', { name: 'Spotted only' }));
    await advance(0);
    const spotted = { field: 'event_type', value: 'spotted' };
    expect(tailBodies(requests).at(-1)).toEqual({ fields: [NETWORK, spotted], date_ranges: [] });
    expect(shown()).toBe('');

    log.push(row('a message'), row('spotted', 'device_spotted'));
    await advance(LIVE_POLL_MS);
    expect(tailBodies(requests).at(-1)).toEqual({ fields: [NETWORK, spotted], date_ranges: [], after: '1' });
    expect(shown()).toBe('2:spotted');
  });

  it('shows a failed poll and tries again later each time, without toasts, until one succeeds', async () => {
    const log: EventLogRow[] = [];
    let failing = false;
    const working = tailOf(log);
    const { requests, notifications } = await renderHarness((request) => (failing ? BOOM : working(request)));
    failing = true;
    await advance(LIVE_POLL_MS);
    expect(screen.getByLabelText('error').textContent).toBe('boom');
    // The next tries come after 2 s, then 4 s.
    await advance(2 * LIVE_POLL_MS - 1);
    expect(tailBodies(requests)).toHaveLength(2);
    await advance(1);
    expect(tailBodies(requests)).toHaveLength(3);
    await advance(4 * LIVE_POLL_MS - 1);
    expect(tailBodies(requests)).toHaveLength(3);

    failing = false;
    log.push(row('after the failure'));
    await advance(1);
    expect(tailBodies(requests)).toHaveLength(4);
    expect(tailBodies(requests).at(-1)?.after).toBe('0');
    expect(screen.getByLabelText('error').textContent).toBe('');
    expect(shown()).toBe('1:after the failure');
    expect(notifications).toEqual([]);
  });

  it('stops asking when unmounted', async () => {
    const { requests, unmount } = await renderHarness(tailOf([]));
    unmount();
    await advance(10 * LIVE_POLL_MS);
    expect(tailBodies(requests)).toHaveLength(1);
  });
});
