import { describe, expect, it } from '@rstest/core';
import { eventKind, matchesFilter, routingEventType } from './filters.ts';

describe('matchesFilter', () => {
  it('matches everything with *', () => {
    for (const type of ['device.message.test.data', 'device.request.sensor.read', 'network.device_spotted', 'x']) {
      expect({ type, matched: matchesFilter('*', type) }).toEqual({ type, matched: true });
    }
  });

  it('matches every device event with device.* and nothing else', () => {
    expect(matchesFilter('device.*', 'device.message.test.data')).toBe(true);
    expect(matchesFilter('device.*', 'device.request.sensor.read')).toBe(true);
    expect(matchesFilter('device.*', 'device.request_failed')).toBe(true);
    expect(matchesFilter('device.*', 'network.device_spotted')).toBe(false);
    expect(matchesFilter('device.*', 'device_spotted')).toBe(false);
    expect(matchesFilter('device.*', 'device')).toBe(false);
  });

  it('matches one-way messages only with device.message.*', () => {
    expect(matchesFilter('device.message.*', 'device.message.test.data')).toBe(true);
    expect(matchesFilter('device.message.*', 'device.message.global:beacon-util.ping')).toBe(true);
    expect(matchesFilter('device.message.*', 'device.request.test.data')).toBe(false);
    expect(matchesFilter('device.message.*', 'device.messages.test.data')).toBe(false);
  });

  it('matches every network event with network.*, bare network event names included', () => {
    for (const name of [
      'device_spotted',
      'device_registered',
      'device_deregistered',
      'routing_failed',
      'protocol_error',
    ]) {
      expect({
        name,
        bare: matchesFilter('network.*', name),
        prefixed: matchesFilter('network.*', `network.${name}`),
      }).toEqual({
        name,
        bare: true,
        prefixed: true,
      });
    }
    expect(matchesFilter('network.*', 'device.message.test.data')).toBe(false);
  });

  it('matches device.request.{namespace}.{method} exactly', () => {
    expect(matchesFilter('device.request.sensor.read', 'device.request.sensor.read')).toBe(true);
    expect(matchesFilter('device.request.sensor.read', 'device.request.sensor.reads')).toBe(false);
    expect(matchesFilter('device.request.sensor.read', 'device.request.sensor')).toBe(false);
    expect(matchesFilter('device.request.sensor.read', 'device.message.sensor.read')).toBe(false);
    expect(matchesFilter('device.request.sensor.read', 'device.request.Sensor.read')).toBe(false);
  });

  it('matches a namespace with device.request.{namespace}.*', () => {
    expect(matchesFilter('device.request.memfault.*', 'device.request.memfault.chunk')).toBe(true);
    expect(matchesFilter('device.request.memfault.*', 'device.request.memfaultx.chunk')).toBe(false);
    expect(matchesFilter('device.*.sensor.*', 'device.message.sensor.read')).toBe(true);
    expect(matchesFilter('device.*.sensor.*', 'device.request.sensor.read')).toBe(true);
    expect(matchesFilter('device.*.sensor.*', 'device.request.other.read')).toBe(false);
  });

  it('matches exact network event names written either way', () => {
    expect(matchesFilter('network.device_spotted', 'device_spotted')).toBe(true);
    expect(matchesFilter('network.device_spotted', 'network.device_spotted')).toBe(true);
    expect(matchesFilter('device_spotted', 'network.device_spotted')).toBe(true);
    expect(matchesFilter('device_spotted', 'device_spotted')).toBe(true);
    expect(matchesFilter('network.device_spotted', 'device_registered')).toBe(false);
    expect(matchesFilter('network.routing_failed', 'network.protocol_error')).toBe(false);
  });

  it('treats everything but * literally and ignores surrounding spaces', () => {
    expect(matchesFilter('device.message.a+b', 'device.message.a+b')).toBe(true);
    expect(matchesFilter('device.message.a+b', 'device.message.aab')).toBe(false);
    expect(matchesFilter('device.message.?', 'device.message.x')).toBe(false);
    expect(matchesFilter('  device.*  ', ' device.message.t.d ')).toBe(true);
    expect(matchesFilter('*.data', 'device.message.test.data')).toBe(true);
    expect(matchesFilter('*.data', 'device.message.test.datum')).toBe(false);
  });

  it('lets * match an empty run but never overlaps head and tail', () => {
    expect(matchesFilter('ab*ba', 'aba')).toBe(false);
    expect(matchesFilter('ab*ba', 'abba')).toBe(true);
    expect(matchesFilter('a*b*c', 'abc')).toBe(true);
    expect(matchesFilter('a*b*c', 'acb')).toBe(false);
  });

  it('matches nothing with an empty filter or event type', () => {
    expect(matchesFilter('', 'device.message.test.data')).toBe(false);
    expect(matchesFilter('   ', 'device.message.test.data')).toBe(false);
    expect(matchesFilter('*', '')).toBe(false);
  });
});

describe('eventKind', () => {
  it('tells network events, device requests, device messages and other kinds apart', () => {
    expect(eventKind('device_spotted')).toBe('network-event');
    expect(eventKind('network.device_registered')).toBe('network-event');
    expect(eventKind('device.request.sensor.read')).toBe('device-request');
    expect(eventKind('device.message.test.data')).toBe('device-message');
    expect(eventKind('device.request_failed')).toBe('other');
    expect(eventKind('config.updated')).toBe('other');
  });

  it('prefixes only the known bare network event names', () => {
    expect(routingEventType(' device_spotted ')).toBe('network.device_spotted');
    expect(routingEventType('something_else')).toBe('something_else');
  });
});
