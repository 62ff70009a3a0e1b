import { useSyncExternalStore } from 'react';
import { DARK_QUERY, resolveTheme, THEME_STORAGE_KEY, type ResolvedTheme, type ThemePreference } from './themeBoot.ts';

/**
 * The console's colour scheme: the user's choice (Light, Dark or System, remembered in this
 * browser) and the scheme it resolves to. The choice is applied to `<html>` as `data-theme` and
 * `color-scheme`, which the shell's CSS, antd (through AntdProviders), charts and maps follow.
 * `themeBootScript` applies it before the first paint, so there is no flash of the wrong theme.
 */
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

function readPreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
}

let state: ThemeState | undefined;
const listeners = new Set<() => void>();

function current(): ThemeState {
  state ??= computeState();
  return state;
}

function computeState(): ThemeState {
  const preference = readPreference();
  return { preference, resolved: resolveTheme(preference, systemDark()) };
}

function apply({ resolved }: ThemeState): void {
  const root = document.documentElement;
  root.dataset.theme = resolved;
  root.style.colorScheme = resolved;
}

function update(): void {
  const next = computeState();
  if (state && next.preference === state.preference && next.resolved === state.resolved) return;
  state = next;
  apply(next);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.matchMedia?.(DARK_QUERY).addEventListener?.('change', update);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.matchMedia?.(DARK_QUERY).removeEventListener?.('change', update);
      window.removeEventListener('storage', onStorage);
    }
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === THEME_STORAGE_KEY || event.key === null) update();
}

/** Applies the remembered choice to `<html>` (the boot script did it already; this keeps them equal). */
export function initTheme(): void {
  state = computeState();
  apply(state);
}

/** Remembers the user's choice and applies it at once, in every tab of this browser. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage refused (private mode): the choice still applies to this page.
  }
  state = { preference, resolved: resolveTheme(preference, systemDark()) };
  apply(state);
  listeners.forEach((listener) => listener());
}

/** The user's choice and the scheme it resolves to, re-rendering when either changes. */
export function useTheme(): ThemeState {
  return useSyncExternalStore(subscribe, current, current);
}
