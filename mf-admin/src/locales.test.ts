import { describe, expect, it } from '@rstest/core';
import { missingEnglishKeys } from '@beacon/shared/build';
import en from './locales/en/admin.json';

describe('English resources (admin)', () => {
  it('have every key the code uses', () => {
    expect(missingEnglishKeys(new URL('.', import.meta.url), 'admin', en)).toEqual([]);
  });
});
