import * as shared from '@beacon/shared';
import { describe, expect, it } from '@rstest/core';
import * as logCursor from './logCursor.ts';

// The behaviour is the console's cursor paging, tested in shared/src/paging/cursorPaging.test.ts.
describe('account log paging', () => {
  it('is the console cursor paging in the log words: Latest, Older and Newer', () => {
    expect(logCursor.latestPage).toBe(shared.firstCursorPage);
    expect(logCursor.olderPage).toBe(shared.nextCursorPage);
    expect(logCursor.newerPage).toBe(shared.previousCursorPage);
    expect(logCursor.readLogPaging).toBe(shared.readCursorPaging);
    expect(logCursor.writeLogPaging).toBe(shared.writeCursorPaging);
  });
});
