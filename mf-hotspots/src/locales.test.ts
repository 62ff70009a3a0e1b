import { describe, expect, it } from '@rstest/core';
import { missingEnglishKeys } from '@beacon/shared/build';
import en from './locales/en/hotspots.json';

describe('English resources (hotspots)', () => {
  it('have every key the code uses', () => {
    expect(missingEnglishKeys(new URL('.', import.meta.url), 'hotspots', en)).toEqual([]);
  });
});
