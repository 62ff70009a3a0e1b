import { describe, expect, it } from '@rstest/core';
import { missingEnglishKeys } from '@beacon/shared/build';
import en from './locales/en/devices.json';

describe('English resources (devices)', () => {
  it('have every key the code uses', () => {
    expect(missingEnglishKeys(new URL('.', import.meta.url), 'devices', en)).toEqual([]);
  });
});
