import { describe, expect, it } from '@rstest/core';
import { resourceProblems } from '@beacon/shared/build';

describe('Resources (admin)', () => {
  it('have every key the code uses in English, and exactly the English keys in German', () => {
    expect(resourceProblems(new URL('.', import.meta.url))).toEqual([]);
  });
});
