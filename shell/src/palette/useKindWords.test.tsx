import { describe, expect, it } from '@rstest/core';
import { renderHook } from '@testing-library/react';
import { initI18n, registerTranslations } from '@beacon/shared';
import shellDe from '../locales/de/shell.json';
import shellEn from '../locales/en/shell.json';
import { useKindWords } from './useKindWords.ts';

await initI18n();
void registerTranslations('shell', { en: shellEn, de: shellDe });

describe('useKindWords', () => {
  it('names a kind in the singular for its tag and in the plural for its group', () => {
    const { result } = renderHook(() => useKindWords());
    expect(result.current('device')).toEqual({ one: 'Device', many: 'Devices' });
    expect(result.current('tier')).toEqual({ one: 'Tier', many: 'Tiers' });
  });

  it('names a kind it does not know by the kind itself', () => {
    const { result } = renderHook(() => useKindWords());
    expect(result.current('gateway')).toEqual({ one: 'gateway', many: 'gateway' });
  });
});
