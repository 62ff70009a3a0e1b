import { describe, expect, it } from '@rstest/core';
import {
  firstCursorPage,
  nextCursorPage,
  previousCursorPage,
  readCursorPaging,
  writeCursorPaging,
} from './cursorPaging.ts';

describe('cursor paging in the URL', () => {
  it('Next remembers the way back; Back steps back one page at a time; First clears it', () => {
    const first = firstCursorPage();
    const second = nextCursorPage(first, 'c50');
    const third = nextCursorPage(second, 'c100');
    expect(third).toEqual({ cursor: 'c100', back: ['', 'c50'] });
    expect(previousCursorPage(third)).toEqual(second);
    expect(previousCursorPage(previousCursorPage(third))).toEqual(first);
    expect(firstCursorPage()).toEqual({ cursor: undefined, back: [] });
  });

  it('without a remembered way back (a shared link), Back takes the server’s cursor, else the first page', () => {
    expect(previousCursorPage({ cursor: 'c100', back: [] }, 'p50')).toEqual({ cursor: 'p50', back: [] });
    expect(previousCursorPage({ cursor: 'c100', back: [] })).toEqual({ cursor: undefined, back: [] });
    expect(previousCursorPage({ cursor: 'c100', back: [] }, null)).toEqual({ cursor: undefined, back: [] });
  });

  it('reads and writes `?cursor=c100&back=&back=c50`, keeping the other parameters', () => {
    const search = writeCursorPaging({ cursor: 'c100', back: ['', 'c50'] });
    expect(search.toString()).toBe('cursor=c100&back=&back=c50');
    expect(readCursorPaging(search)).toEqual({ cursor: 'c100', back: ['', 'c50'] });
    const withOthers = new URLSearchParams('hotspot_id=x&cursor=c50&back=');
    expect(writeCursorPaging({ cursor: 'c150', back: ['', 'c50'] }, withOthers).toString()).toBe(
      'hotspot_id=x&cursor=c150&back=&back=c50',
    );
    expect(writeCursorPaging(firstCursorPage(), withOthers).toString()).toBe('hotspot_id=x');
    expect(readCursorPaging(new URLSearchParams('back=c3'))).toEqual({ cursor: undefined, back: [] });
  });
});
