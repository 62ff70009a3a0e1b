import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { INTEGRATION_ROUTE_HEADER } from './constants.ts';
import { integrationConfigIdOf, routeEvent, routeTestAnswer } from './routeEvent.ts';

const ROUTES = [
  { filter_events: 'network.*', url: 'https://alerts.test', order: 2 },
  { filter_events: '*', url: 'https://catch-all.test' },
  { filter_events: 'device.*', url: 'https://devices.test', order: 1 },
  { filter_events: 'device.request.sensor.*', url: 'https://sensor.test', order: 0 },
  {
    filter_events: 'network.device_spotted',
    url: 'https://hook.test',
    order: 3,
    headers: { [INTEGRATION_ROUTE_HEADER]: 'cfg-1' },
  },
];

const summary = (eventType: string) =>
  routeEvent(ROUTES, eventType).matches.map((m) => [m.route.url, m.index, m.first, m.receives]);

describe('routeEvent', () => {
  it('sends a network event to every matching route in order, the first one marked', () => {
    const result = routeEvent(ROUTES, 'device_spotted');
    expect(result).toMatchObject({ eventType: 'network.device_spotted', kind: 'network-event', rule: 'all-matching' });
    expect(summary('network.device_spotted')).toEqual([
      ['https://alerts.test', 2, true, true],
      ['https://hook.test', 3, false, true],
      ['https://catch-all.test', 4, false, true],
    ]);
    expect(result.receivers.map((r) => r.url)).toEqual([
      'https://alerts.test',
      'https://hook.test',
      'https://catch-all.test',
    ]);
    expect(result.matches[1]?.integrationConfigId).toBe('cfg-1');
    expect(result.matches[0]).not.toHaveProperty('integrationConfigId');
  });

  it('sends a device request only to the first matching route', () => {
    const result = routeEvent(ROUTES, 'device.request.sensor.read');
    expect(result).toMatchObject({ kind: 'device-request', rule: 'first-matching' });
    expect(summary('device.request.sensor.read')).toEqual([
      ['https://sensor.test', 0, true, true],
      ['https://devices.test', 1, false, false],
      ['https://catch-all.test', 4, false, false],
    ]);
    expect(result.receivers.map((r) => r.url)).toEqual(['https://sensor.test']);
    expect(routeEvent(ROUTES, 'device.request.other.read').receivers.map((r) => r.url)).toEqual([
      'https://devices.test',
    ]);
  });

  it('sends a device message to every matching route', () => {
    const result = routeEvent(ROUTES, 'device.message.test.data');
    expect(result).toMatchObject({ kind: 'device-message', rule: 'all-matching' });
    expect(result.receivers.map((r) => r.url)).toEqual(['https://devices.test', 'https://catch-all.test']);
  });

  it('sends other kinds to every matching route', () => {
    expect(routeEvent(ROUTES, 'device.request_failed')).toMatchObject({ kind: 'other', rule: 'all-matching' });
    expect(routeEvent(ROUTES, 'device.request_failed').receivers.map((r) => r.url)).toEqual([
      'https://devices.test',
      'https://catch-all.test',
    ]);
  });

  it('answers no matches when no route matches, or there are no routes', () => {
    expect(routeEvent(ROUTES.slice(0, 1), 'device.message.test.data').matches).toEqual([]);
    expect(routeEvent([], 'device.request.a.b')).toMatchObject({ matches: [], receivers: [] });
  });

  it('reads the integration header whatever its case', () => {
    expect(
      integrationConfigIdOf({ filter_events: '*', url: 'u', headers: { 'X-Beacon-Integration-Config-Id': 'c' } }),
    ).toBe('c');
    expect(integrationConfigIdOf({ filter_events: '*', url: 'u', headers: { other: 'c' } })).toBeUndefined();
  });
});

describe('the routing module', () => {
  it('imports nothing but its own files, so remotes can use it without zod', () => {
    const dir = import.meta.dirname;
    const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(sources).toContain('index.ts');
    for (const file of sources) {
      const text = readFileSync(join(dir, file), 'utf8');
      const specifiers = [...text.matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]);
      expect({ file, external: specifiers.filter((s) => !s?.startsWith('./')) }).toEqual({ file, external: [] });
    }
  });
});

describe('routeTestAnswer', () => {
  it('is routeEvent in the API field names, with order and integration_config_id only where the route has them', () => {
    expect(routeTestAnswer(ROUTES, 'device_spotted')).toStrictEqual({
      event_type: 'network.device_spotted',
      kind: 'network-event',
      rule: 'all-matching',
      matches: [
        { index: 2, filter_events: 'network.*', url: 'https://alerts.test', order: 2, first: true, receives: true },
        {
          index: 3,
          filter_events: 'network.device_spotted',
          url: 'https://hook.test',
          order: 3,
          first: false,
          receives: true,
          integration_config_id: 'cfg-1',
        },
        { index: 4, filter_events: '*', url: 'https://catch-all.test', first: false, receives: true },
      ],
    });
  });
});
