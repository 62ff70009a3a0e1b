import type { EventLogRow } from '@beacon/shared/contract';
import { describe, expect, it } from '@rstest/core';
import { eventJson, eventLocation, isErrorEvent, mapsLink } from './eventModel.ts';

function row(extra: Partial<EventLogRow> = {}, data: EventLogRow['full_event']['data'] = {}): EventLogRow {
  return {
    timestamp: 1_793_491_200,
    device_id: 'dev-1',
    event_type: 'device_spotted',
    type: 'INFO',
    text: 'Spotted',
    full_event: { type: 'device_spotted', data },
    ...extra,
  };
}

describe('eventModel', () => {
  it('tells ERROR rows apart', () => {
    expect(isErrorEvent(row({ type: 'ERROR' }))).toBe(true);
    expect(isErrorEvent(row({ type: 'INFO' }))).toBe(false);
  });

  it('reads a real location and ignores missing or impossible ones', () => {
    expect(eventLocation(row({}, { location: { lat: 51.5, lon: -0.12 } }))).toEqual({ lat: 51.5, lon: -0.12 });
    expect(eventLocation(row({}, {}))).toBeNull();
    expect(eventLocation(row({}, { location: null }))).toBeNull();
    expect(eventLocation(row({}, { location: { lat: 95, lon: 0 } }))).toBeNull();
  });

  it('links a location to maps over https', () => {
    expect(mapsLink({ lat: 51.5, lon: -0.12 })).toBe('https://www.google.com/maps?q=51.5,-0.12');
  });

  it('shows the full event as indented JSON', () => {
    expect(eventJson(row({}, { gateway_type: 'phone' }), '[redacted]')).toBe(
      '{\n  "type": "device_spotted",\n  "data": {\n    "gateway_type": "phone"\n  }\n}',
    );
  });

  it('redacts every payload of the event, at any depth, and keeps the rest', () => {
    const event = row({}, { namespace: 'sensor', payload: 'a1b2c3', nested: { payload: { bytes: 'ff' }, size: 1 } });
    expect(JSON.parse(eventJson(event, '[redacted]'))).toEqual({
      type: 'device_spotted',
      data: { namespace: 'sensor', payload: '[redacted]', nested: { payload: '[redacted]', size: 1 } },
    });
  });
});
