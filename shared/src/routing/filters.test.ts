import { describe, expect, it } from '@rstest/core';
import { eventKind, matchesFilter, routingEventType } from './filters.ts';

/** A filter, event types it matches and event types it does not. */
interface FilterCase {
  filter: string;
  matches?: string[];
  misses?: string[];
}

const NETWORK_EVENTS = [
  'device_spotted',
  'device_registered',
  'device_deregistered',
  'routing_failed',
  'protocol_error',
];

const RULES: ReadonlyArray<readonly [rule: string, cases: FilterCase[]]> = [
  [
    'matches everything with *',
    [
      {
        filter: '*',
        matches: ['device.message.test.data', 'device.request.sensor.read', 'network.device_spotted', 'x'],
      },
    ],
  ],
  [
    'matches every device event with device.* and nothing else',
    [
      {
        filter: 'device.*',
        matches: ['device.message.test.data', 'device.request.sensor.read', 'device.request_failed'],
        misses: ['network.device_spotted', 'device_spotted', 'device'],
      },
    ],
  ],
  [
    'matches one-way messages only with device.message.*',
    [
      {
        filter: 'device.message.*',
        matches: ['device.message.test.data', 'device.message.global:beacon-util.ping'],
        misses: ['device.request.test.data', 'device.messages.test.data'],
      },
    ],
  ],
  [
    'matches every network event with network.*, bare network event names included',
    [
      {
        filter: 'network.*',
        matches: NETWORK_EVENTS.flatMap((name) => [name, `network.${name}`]),
        misses: ['device.message.test.data'],
      },
    ],
  ],
  [
    'matches device.request.{namespace}.{method} exactly',
    [
      {
        filter: 'device.request.sensor.read',
        matches: ['device.request.sensor.read'],
        misses: [
          'device.request.sensor.reads',
          'device.request.sensor',
          'device.message.sensor.read',
          'device.request.Sensor.read',
        ],
      },
    ],
  ],
  [
    'matches a namespace with device.request.{namespace}.*',
    [
      {
        filter: 'device.request.memfault.*',
        matches: ['device.request.memfault.chunk'],
        misses: ['device.request.memfaultx.chunk'],
      },
      {
        filter: 'device.*.sensor.*',
        matches: ['device.message.sensor.read', 'device.request.sensor.read'],
        misses: ['device.request.other.read'],
      },
    ],
  ],
  [
    'matches exact network event names written either way',
    [
      {
        filter: 'network.device_spotted',
        matches: ['device_spotted', 'network.device_spotted'],
        misses: ['device_registered'],
      },
      { filter: 'device_spotted', matches: ['network.device_spotted', 'device_spotted'] },
      { filter: 'network.routing_failed', misses: ['network.protocol_error'] },
    ],
  ],
  [
    'treats everything but * literally and ignores surrounding spaces',
    [
      { filter: 'device.message.a+b', matches: ['device.message.a+b'], misses: ['device.message.aab'] },
      { filter: 'device.message.?', misses: ['device.message.x'] },
      { filter: '  device.*  ', matches: [' device.message.t.d '] },
      { filter: '*.data', matches: ['device.message.test.data'], misses: ['device.message.test.datum'] },
    ],
  ],
  [
    'lets * match an empty run but never overlaps head and tail',
    [
      { filter: 'ab*ba', matches: ['abba'], misses: ['aba'] },
      { filter: 'a*b*c', matches: ['abc'], misses: ['acb'] },
    ],
  ],
  [
    'matches nothing with an empty filter or event type',
    [
      { filter: '', misses: ['device.message.test.data'] },
      { filter: '   ', misses: ['device.message.test.data'] },
      { filter: '*', misses: [''] },
    ],
  ],
];

describe('matchesFilter', () => {
  it.each(RULES)('%s', (_rule, cases) => {
    for (const { filter, matches = [], misses = [] } of cases) {
      expect({
        filter,
        matches: matches.filter((type) => matchesFilter(filter, type)),
        misses: misses.filter((type) => !matchesFilter(filter, type)),
      }).toEqual({ filter, matches, misses });
    }
  });
});

describe('eventKind', () => {
  it.each([
    ['device_spotted', 'network-event'],
    ['network.device_registered', 'network-event'],
    ['device.request.sensor.read', 'device-request'],
    ['device.message.test.data', 'device-message'],
    ['device.request_failed', 'other'],
    ['config.updated', 'other'],
  ] as const)('%s is a %s', (eventType, kind) => {
    expect(eventKind(eventType)).toBe(kind);
  });

  it('prefixes only the known bare network event names', () => {
    expect(routingEventType(' device_spotted ')).toBe('network.device_spotted');
    expect(routingEventType('something_else')).toBe('something_else');
  });
});
