import { describe, expect, it } from '@rstest/core';
import { missingEnglishKeys } from '@beacon/shared/build';
import en from './locales/en/networks.json';

describe('English resources (networks)', () => {
  it('have every key the code uses', () => {
    expect(missingEnglishKeys(new URL('.', import.meta.url), 'networks', en)).toEqual([]);
  });
});
