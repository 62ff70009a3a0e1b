import { describe, expect, it } from '@rstest/core';
import { safeReturnTo } from './returnTo.ts';

const ORIGIN = 'http://localhost:3000';

describe('safeReturnTo', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnTo('/networks/n1/stats?page=2#top', ORIGIN)).toBe('/networks/n1/stats?page=2#top');
  });

  it.each([
    ['https://evil.example.com/x'],
    ['//evil.example.com/x'],
    ['/\\evil.example.com'],
    ['javascript:alert(1)'],
    [''],
    [undefined],
    [42],
  ])('falls back to / for %s', (value) => {
    expect(safeReturnTo(value, ORIGIN)).toBe('/');
  });
});
