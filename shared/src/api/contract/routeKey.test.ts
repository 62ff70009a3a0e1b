import { describe, expect, it } from '@rstest/core';
import { routeKey } from './routeKey.ts';

describe('routeKey', () => {
  it('is FNV-1a 64 of the filter and URL, as 16 lower-case hex digits', () => {
    expect(routeKey({ filter_events: 'network.*', url: 'https://hooks.example.com/alerts' })).toBe('8a25028817c523b1');
    expect(routeKey({ filter_events: 'device.*', url: 'https://hooks.example.com/catch-all' })).toBe(
      '4aac5e729b8782f1',
    );
  });

  it('hashes the UTF-8 bytes, not the UTF-16 units', () => {
    expect(routeKey({ filter_events: '*', url: 'https://exämple.test/ü?q=✓' })).toBe('c16d4c1fe5b8c59c');
  });

  it('keeps leading zeros', () => {
    expect(routeKey({ filter_events: '*', url: 'https://h1963.test/' })).toBe('00eaf294e81a2044');
  });

  it('tells the filter from the URL: the same text split elsewhere is another key', () => {
    const key = routeKey({ filter_events: 'device.message.*', url: 'https://a.test/' });
    expect(key).toBe('8b1ba9fd72387651');
    expect(routeKey({ filter_events: 'device.message.', url: '*\nhttps://a.test/' })).not.toBe(key);
    expect(routeKey({ filter_events: 'device.message.*', url: 'https://a.test' })).not.toBe(key);
  });

  it('ignores everything but the filter and the URL', () => {
    const route = { filter_events: 'network.*', url: 'https://hooks.example.com/alerts' };
    const saved = { ...route, order: 3, headers: { 'x-key': 'k' } };
    expect(routeKey(saved)).toBe('8a25028817c523b1');
  });
});
