import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from '@rstest/core';
import i18next from 'i18next';
import { initI18n, registerTranslations, setLanguage, useLanguage } from './i18n.ts';
import { LANGUAGE_STORAGE_KEY } from './language.ts';

function ShowLanguage() {
  return <p>{useLanguage()}</p>;
}

// i18next is one instance per test file: the first test sees a browser that prefers German.
beforeAll(() => {
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  Object.defineProperty(window.navigator, 'languages', { value: ['de-DE', 'en-US'], configurable: true });
  void registerTranslations('demo', { en: { greeting: 'Hello {{name}}' }, de: { greeting: 'Hallo {{name}}' } });
});

describe('the console language', () => {
  it('starts in the browser language, names it in <html lang>, and has the namespaces registered before', async () => {
    await initI18n();
    expect(i18next.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18next.t('demo:greeting', { name: 'Ada' })).toBe('Hallo Ada');
  });

  it('switches, remembers the choice and updates <html lang> and the components that show it', async () => {
    render(<ShowLanguage />);
    expect(screen.getByText('de')).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(screen.getByText('en')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(i18next.t('demo:greeting', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('refuses a language it does not speak', async () => {
    await expect(setLanguage('fr' as 'en')).rejects.toThrow('Unsupported language: fr');
    expect(i18next.language).toBe('en');
  });

  it('writes numbers in sentences in the active language ({{n, number}})', async () => {
    void registerTranslations('numbers', {
      en: { total: '{{n, number}} events' },
      de: { total: '{{n, number}} Ereignisse' },
    });
    expect(i18next.t('numbers:total', { n: 12345 })).toBe('12,345 events');
    await setLanguage('de');
    expect(i18next.t('numbers:total', { n: 12345 })).toBe('12.345 Ereignisse');
  });
});
