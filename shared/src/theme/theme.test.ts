import { afterEach, describe, expect, it } from '@rstest/core';
import { initTheme, setThemePreference } from './theme.ts';
import { resolveTheme, THEME_STORAGE_KEY, themeBootScript, type ThemePreference } from './themeBoot.ts';

/** Makes `matchMedia('(prefers-color-scheme: dark)')` answer `dark`. */
function systemScheme(dark: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the colour scheme', () => {
  it.each<[ThemePreference, boolean, 'light' | 'dark']>([
    ['system', false, 'light'],
    ['system', true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ])('%s with a dark system %s resolves to %s, in the boot script as in the app', (preference, dark, expected) => {
    expect(resolveTheme(preference, dark)).toBe(expected);
    systemScheme(dark);
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
    // The boot script is page text, not a module: run it as the page would.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function(themeBootScript)();
    expect(document.documentElement.dataset.theme).toBe(expected);
    expect(document.documentElement.style.colorScheme).toBe(expected);
  });

  it('remembers a choice, applies it at once, and forgets it for System', () => {
    systemScheme(false);
    initTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
    setThemePreference('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    setThemePreference('system');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
