/*
 * The part of the theme rule the shell's HTML needs before any module loads: no imports, so the
 * build (shared/build/rsbuild.ts) can put `themeBootScript` into the page.
 */
export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'beacon.theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function resolveTheme(preference: ThemePreference, systemDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

/**
 * The inline script the shell's HTML runs in <head>, before anything paints: the same rule as
 * `resolveTheme` on the stored choice. The static host allows it by its hash in the CSP
 * (shared/build/serve.mjs); theme.test.ts checks that it agrees with `resolveTheme`.
 */
export const themeBootScript =
  "(function(){var d=document.documentElement,p=null;try{p=localStorage.getItem('" +
  THEME_STORAGE_KEY +
  "')}catch(e){}var t=p==='light'||p==='dark'?p:window.matchMedia&&window.matchMedia('" +
  DARK_QUERY +
  "').matches?'dark':'light';d.dataset.theme=t;d.style.colorScheme=t})()";
