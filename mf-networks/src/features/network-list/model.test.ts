import type { Network } from '@beacon/shared/contract';
import { describe, expect, it } from '@rstest/core';
import { httpLink, pageFromParam, sortNetworks } from './model.ts';

const net = (name: string, last_updated: number): Network => ({
  network_id: name,
  name,
  created: 0,
  last_updated,
  device_count: 0,
  routes: [],
});

describe('network list model', () => {
  it('sorts the most recently updated first, then by name', () => {
    expect(sortNetworks([net('b', 1), net('c', 5), net('a', 1)]).map((n) => n.name)).toEqual(['c', 'a', 'b']);
  });

  it('reads ?page= as a page that exists', () => {
    expect(pageFromParam(null, 100)).toBe(1);
    expect(pageFromParam('2', 30)).toBe(2);
    expect(pageFromParam('9', 30)).toBe(2);
    expect(pageFromParam('0', 30)).toBe(1);
    expect(pageFromParam('x', 30)).toBe(1);
    expect(pageFromParam('1.5', 30)).toBe(1);
    expect(pageFromParam('3', 0)).toBe(1);
  });

  it('keeps only absolute http(s) links', () => {
    expect(httpLink('https://docs.example.com/a')).toBe('https://docs.example.com/a');
    expect(httpLink('http://localhost:4000/docs')).toBe('http://localhost:4000/docs');
    expect(httpLink('javascript:alert(1)')).toBeUndefined();
    expect(httpLink('/docs')).toBeUndefined();
    expect(httpLink('')).toBeUndefined();
  });
});
