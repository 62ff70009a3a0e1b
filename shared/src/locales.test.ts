import { describe, expect, it } from '@rstest/core';
import { missingEnglishKeys } from '../build/locales.ts';
import en from './i18n/locales/en/common.json';

describe('English resources (common)', () => {
  it('have every key the code uses', () => {
    expect(missingEnglishKeys(new URL('.', import.meta.url), 'common', en)).toEqual([]);
  });
});
