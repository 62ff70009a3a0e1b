import { describe, expect, it } from '@rstest/core';
import {
  renumberRoutes,
  routeOrder,
  routesAfterAdd,
  routesAfterDelete,
  routesAfterEdit,
  routesAfterMove,
  sortRoutes,
} from './order.ts';

const route = (url: string, order?: number) => ({
  filter_events: '*',
  url: `https://${url}.test`,
  ...(order === undefined ? {} : { order }),
});
const urls = (routes: ReadonlyArray<{ url: string }>) => routes.map((r) => r.url.slice(8, -5));
const orders = (routes: ReadonlyArray<{ order?: number }>) => routes.map((r) => r.order);

describe('sortRoutes', () => {
  it('sorts by order with a missing order counting as 999', () => {
    const sorted = sortRoutes([route('none'), route('b', 5), route('a', 1), route('late', 1000), route('c', 998)]);
    expect(urls(sorted)).toEqual(['a', 'b', 'c', 'none', 'late']);
  });

  it('keeps equal orders in list order (stable), a missing order tying with 999', () => {
    const sorted = sortRoutes([route('x', 999), route('y'), route('z', 999), route('first', 0), route('w')]);
    expect(urls(sorted)).toEqual(['first', 'x', 'y', 'z', 'w']);
  });

  it('does not change the list it is given', () => {
    const list = [route('b', 2), route('a', 1)];
    sortRoutes(list);
    expect(urls(list)).toEqual(['b', 'a']);
  });

  it('reads a missing or non-finite order as 999', () => {
    expect(routeOrder(route('a'))).toBe(999);
    expect(routeOrder({ ...route('a'), order: Number.NaN })).toBe(999);
    expect(routeOrder(route('a', -3))).toBe(-3);
  });
});

describe('route list changes', () => {
  const list = [route('second', 1), route('unordered'), route('first', 0), route('third', 2)];

  it('renumbers positions from 0', () => {
    expect(orders(renumberRoutes([route('a', 7), route('b')]))).toEqual([0, 1]);
  });

  it('puts a new route first and re-saves the whole list', () => {
    const added = routesAfterAdd(list, route('new'));
    expect(urls(added)).toEqual(['new', 'first', 'second', 'third', 'unordered']);
    expect(orders(added)).toEqual([0, 1, 2, 3, 4]);
    expect(urls(routesAfterAdd([], route('only')))).toEqual(['only']);
  });

  it('removes the edited route and puts its new version first', () => {
    const edited = routesAfterEdit(list, 2, { ...route('third-edited'), filter_events: 'device.*' });
    expect(urls(edited)).toEqual(['third-edited', 'first', 'second', 'unordered']);
    expect(edited[0]).toEqual({ filter_events: 'device.*', url: 'https://third-edited.test', order: 0 });
    expect(orders(edited)).toEqual([0, 1, 2, 3]);
    // Editing the route without an order (position 3 once sorted).
    expect(urls(routesAfterEdit(list, 3, route('was-unordered')))).toEqual([
      'was-unordered',
      'first',
      'second',
      'third',
    ]);
  });

  it('deletes by position in the sorted list', () => {
    const deleted = routesAfterDelete(list, 0);
    expect(urls(deleted)).toEqual(['second', 'third', 'unordered']);
    expect(orders(deleted)).toEqual([0, 1, 2]);
    expect(routesAfterDelete([route('a')], 0)).toEqual([]);
  });

  it('moves a route up or down one place, and not past either end', () => {
    expect(urls(routesAfterMove(list, 1, 'up'))).toEqual(['second', 'first', 'third', 'unordered']);
    expect(urls(routesAfterMove(list, 1, 'down'))).toEqual(['first', 'third', 'second', 'unordered']);
    expect(urls(routesAfterMove(list, 3, 'up'))).toEqual(['first', 'second', 'unordered', 'third']);
    expect(urls(routesAfterMove(list, 0, 'up'))).toEqual(['first', 'second', 'third', 'unordered']);
    const atEnd = routesAfterMove(list, 3, 'down');
    expect(urls(atEnd)).toEqual(['first', 'second', 'third', 'unordered']);
    expect(orders(atEnd)).toEqual([0, 1, 2, 3]);
  });

  it('keeps every other field, headers included', () => {
    const withHeaders = { ...route('h', 0), headers: { 'x-key': 'k' } };
    expect(routesAfterMove([withHeaders, route('b', 1)], 0, 'down')[1]).toEqual({ ...withHeaders, order: 1 });
  });

  it('refuses a position that is not in the list', () => {
    expect(() => routesAfterEdit(list, 4, route('x'))).toThrow(RangeError);
    expect(() => routesAfterDelete(list, -1)).toThrow(RangeError);
    expect(() => routesAfterMove(list, 1.5, 'up')).toThrow(RangeError);
  });
});
