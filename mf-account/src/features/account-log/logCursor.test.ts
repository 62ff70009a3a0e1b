import { describe, expect, it } from '@rstest/core';
import { latestPage, newerPage, olderPage, readLogPaging, writeLogPaging } from './logCursor.ts';

describe('account log paging', () => {
  it('Older remembers the way back; Newer steps back one page at a time; Latest clears it', () => {
    const first = latestPage();
    const second = olderPage(first, 'o30');
    const third = olderPage(second, 'o10');
    expect(third).toEqual({ cursor: 'o10', back: ['', 'o30'] });
    expect(newerPage(third)).toEqual(second);
    expect(newerPage(newerPage(third))).toEqual(first);
    expect(latestPage()).toEqual({ cursor: undefined, back: [] });
  });

  it('without a remembered way back (a shared link), Newer takes the server’s newer cursor', () => {
    expect(newerPage({ cursor: 'o10', back: [] }, 'n11')).toEqual({ cursor: 'n11', back: [] });
    expect(newerPage({ cursor: 'o10', back: [] }, null)).toEqual({ cursor: undefined, back: [] });
  });

  it('reads and writes the URL form `?cursor=o10&back=&back=o30`', () => {
    const search = writeLogPaging({ cursor: 'o10', back: ['', 'o30'] });
    expect(search.toString()).toBe('cursor=o10&back=&back=o30');
    expect(readLogPaging(search)).toEqual({ cursor: 'o10', back: ['', 'o30'] });
    expect(writeLogPaging(latestPage()).toString()).toBe('');
    const withAccount = new URLSearchParams('account=acme&cursor=o10&back=');
    expect(writeLogPaging({ cursor: 'o40', back: ['', 'o10'] }, withAccount).toString()).toBe(
      'account=acme&cursor=o40&back=&back=o10',
    );
    expect(writeLogPaging(latestPage(), withAccount).toString()).toBe('account=acme');
    expect(readLogPaging(new URLSearchParams('back=o3'))).toEqual({ cursor: undefined, back: [] });
  });
});
