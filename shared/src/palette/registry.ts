import { useSyncExternalStore } from 'react';
import type { PaletteContribution, PaletteEntry } from './types.ts';

/**
 * The palette's registry: one entry per remote (or the shell), in registration order. A remote's
 * `./palette` module calls `registerPalette` when the shell loads it; registering again replaces
 * that remote's entry, so a reloaded module never doubles its commands.
 */
let entries: readonly PaletteEntry[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): readonly PaletteEntry[] {
  return entries;
}

function publish(next: readonly PaletteEntry[]): void {
  entries = next;
  listeners.forEach((listener) => listener());
}

/** Registers (or replaces) the commands and search providers of `remote`. */
export function registerPalette(remote: string, contribution: PaletteContribution): void {
  const entry: PaletteEntry = { ...contribution, remote };
  const at = entries.findIndex((e) => e.remote === remote);
  publish(at < 0 ? [...entries, entry] : entries.map((e, i) => (i === at ? entry : e)));
}

/** Every registered entry; re-renders when one is registered. */
export function usePaletteEntries(): readonly PaletteEntry[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The registered entries now (outside React). */
export function paletteEntries(): readonly PaletteEntry[] {
  return entries;
}

/** Empties the registry (tests). */
export function resetPaletteRegistry(): void {
  publish([]);
}
