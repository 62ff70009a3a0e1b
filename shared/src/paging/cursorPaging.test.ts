import { describe, expect, it } from '@rstest/core';
import * as paging from './cursorPaging.ts';

describe('cursor paging in the URL', () => {
  it('Next remembers the way back; Back steps back one page at a time; First clears it', () => {
    const first = paging.firstCursorPage();
    const second = paging.nextCursorPage(first, 'c50');
    const third = paging.nextCursorPage(second, 'c100');
    expect(third).toEqual({ cursor: 'c100', back: ['', 'c50'] });
    expect(paging.previousCursorPage(third)).toEqual(second);
    expect(paging.previousCursorPage(paging.previousCursorPage(third))).toEqual(first);
    expect(paging.firstCursorPage()).toEqual({ cursor: undefined, back: [] });
  });

  it('without a remembered way back (a shared link), Back takes the server’s cursor, else the first page', () => {
    expect(paging.previousCursorPage({ cursor: 'c100', back: [] }, 'p50')).toEqual({ cursor: 'p50', back: [] });
    expect(paging.previousCursorPage({ cursor: 'c100', back: [] })).toEqual({ cursor: undefined, back: [] });
    expect(paging.previousCursorPage({ cursor: 'c100', back: [] }, null)).toEqual({ cursor: undefined, back: [] });
  });

  it('reads and writes `?cursor=c100&back=&back=c50`, keeping the other parameters', () => {
    const search = paging.writeCursorPaging({ cursor: 'c100', back: ['', 'c50'] });
    expect(search.toString()).toBe('cursor=c100&back=&back=c50');
    expect(paging.readCursorPaging(search)).toEqual({ cursor: 'c100', back: ['', 'c50'] });
    const withOthers = new URLSearchParams('hotspot_id=x&cursor=c50&back=');
    expect(paging.writeCursorPaging({ cursor: 'c150', back: ['', 'c50'] }, withOthers).toString()).toBe(
      'hotspot_id=x&cursor=c150&back=&back=c50',
    );
    expect(paging.writeCursorPaging(paging.firstCursorPage(), withOthers).toString()).toBe('hotspot_id=x');
    expect(paging.readCursorPaging(new URLSearchParams('back=c3'))).toEqual({ cursor: undefined, back: [] });
  });
});
