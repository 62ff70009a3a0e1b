import { describe, expect, it } from '@rstest/core';
import { missingEnglishKeys } from '@beacon/shared/build';
import en from './locales/en/shell.json';

describe('English resources (shell)', () => {
  it('have every key the code uses', () => {
    expect(missingEnglishKeys(new URL('.', import.meta.url), 'shell', en)).toEqual([]);
  });
});
