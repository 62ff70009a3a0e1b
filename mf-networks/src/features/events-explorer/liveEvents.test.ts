import type { EventLogRow } from '@beacon/shared/contract';
import { describe, expect, it } from '@rstest/core';
import { notInAnswer, unseenCount } from './liveEvents.ts';
import type { LiveEvent } from './useLiveTail.ts';

function row(text: string): EventLogRow {
  return {
    timestamp: 1_793_491_200,
    device_id: 'dev-1',
    event_type: 'device.message.test.data',
    type: 'INFO',
    text,
    full_event: { type: 'device.message.test.data', data: {} },
  };
}
const live = (seq: number, receivedAt: number, text: string): LiveEvent => ({ seq, receivedAt, row: row(text) });

describe('notInAnswer', () => {
  it('keeps every live event while no answer is shown', () => {
    const events = [live(1, 100, 'a'), live(2, 200, 'b')];
    expect(notInAnswer(events, undefined)).toEqual(events);
  });

  it('leaves out the events that arrived before the answer was asked for: it holds them', () => {
    const events = [live(1, 100, 'a'), live(2, 200, 'b'), live(3, 300, 'c')];
    expect(notInAnswer(events, { startedAt: 200, rows: [] }).map((e) => e.seq)).toEqual([2, 3]);
  });

  it('leaves out a later event that the answer holds, once for each row', () => {
    const events = [live(1, 300, 'same'), live(2, 300, 'same'), live(3, 300, 'other')];
    const answer = { startedAt: 250, rows: [row('same'), row('older')] };
    expect(notInAnswer(events, answer).map((e) => e.seq)).toEqual([2, 3]);
  });
});

describe('unseenCount', () => {
  it('counts the events after the newest one seen', () => {
    const events = [live(5, 0, 'e'), live(4, 0, 'd'), live(3, 0, 'c')];
    expect(unseenCount(events, 3)).toBe(2);
    expect(unseenCount(events, 5)).toBe(0);
    expect(unseenCount([], 0)).toBe(0);
  });
});
