import { describe, expect, it } from '@rstest/core';
import { dropNullish } from './dropNullish.ts';

describe('dropNullish', () => {
  it('drops null and undefined fields at every depth of plain objects', () => {
    expect(dropNullish({ a: 1, b: null, c: undefined, d: { e: null, f: '', g: 0, h: false } })).toEqual({
      a: 1,
      d: { f: '', g: 0, h: false },
    });
  });

  it('keeps array elements, null ones included, but cleans the objects inside', () => {
    expect(dropNullish({ list: [1, null, { x: null, y: 2 }] })).toEqual({ list: [1, null, { y: 2 }] });
  });

  it('leaves non-plain values alone', () => {
    const date = new Date(0);
    expect(dropNullish({ when: date }).when).toBe(date);
    expect(dropNullish(null)).toBeNull();
  });
});
