import type { EventLogRow, LogTailRequest } from '@beacon/shared/contract';
import { renderRoute, type FakePlatform } from '@beacon/shared/testing';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { NOT_FOUND, testAccount } from '../../testSupport.tsx';
import { useLiveEvents, type ExploredPage } from './useLiveEvents.ts';
import { LIVE_EVENTS_MAX, LIVE_POLL_MS } from './useLiveTail.ts';

const NETWORK = { field: 'network_id', value: 'net-1' } as const;

const row = (text: string): EventLogRow => ({
  timestamp: 1_793_491_200,
  device_id: 'dev-1',
  network_id: 'net-1',
  event_type: 'device.message.test.data',
  type: 'INFO',
  text,
  full_event: { type: 'device.message.test.data', data: {} },
});

/** A log-tail whose cursor is the number of events in `log`: it starts now and answers what came after. */
const tailOf =
  (log: EventLogRow[]): FakePlatform =>
  ({ path, body }) => {
    if (path !== '/v1/accounts/acme/log-tail') return NOT_FOUND;
    const { after } = body as LogTailRequest;
    const results = after === undefined ? [] : log.slice(Number(after));
    return { status: 200, body: { results, cursor: String(log.length), more: false } };
  };

/** The hook against an explorer answer that "Load the page" asks again (now, holding the whole log). */
function Harness({ log }: { log: EventLogRow[] }) {
  const [explored, setExplored] = useState<ExploredPage>(() => ({
    currentData: { results: [] },
    isFetching: false,
    startedTimeStamp: Date.now(),
  }));
  const live = useLiveEvents({ accountId: 'acme', fields: [NETWORK], live: true, explored, watching: true });
  const reload = () =>
    setExplored({ currentData: { results: [...log].reverse() }, isFetching: false, startedTimeStamp: Date.now() });
  return (
    <>
      <button onClick={reload}>Load the page</button>
      <output aria-label="fresh">{live.fresh.length}</output>
      <output aria-label="truncated">{String(live.truncated)}</output>
    </>
  );
}

const advance = (ms: number) => act(() => rs.advanceTimersByTimeAsync(ms));
const text = (label: string) => screen.getByLabelText(label).textContent;

describe('useLiveEvents', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it(`says the live events no longer reach the page once more than ${LIVE_EVENTS_MAX} came, until the page is loaded again`, async () => {
    const log: EventLogRow[] = [];
    await renderRoute(<Harness log={log} />, { url: '/', account: testAccount(30), platform: tailOf(log) });
    await advance(0);
    await advance(LIVE_POLL_MS);
    log.push(row('a'), row('b'));
    await advance(LIVE_POLL_MS);
    expect(text('fresh')).toBe('2');
    expect(text('truncated')).toBe('false');

    for (let i = 0; i < LIVE_EVENTS_MAX; i += 1) log.push(row(`busy ${i}`));
    await advance(LIVE_POLL_MS);
    expect(text('fresh')).toBe(String(LIVE_EVENTS_MAX));
    expect(text('truncated')).toBe('true');

    // A new answer holds them all: nothing is missing any more, and the tail lets them go.
    await advance(1);
    fireEvent.click(screen.getByRole('button', { name: 'Load the page' }));
    await advance(0);
    expect(text('truncated')).toBe('false');
    expect(text('fresh')).toBe('0');
    log.push(row('after'));
    await advance(LIVE_POLL_MS);
    expect(text('fresh')).toBe('1');
  });
});
