import { useEffect, useSyncExternalStore } from 'react';
import { selectSession, useSessionSelector } from '../session/sessionSlice.ts';

/** A record the user opened (a network, device or hotspot page), shown when the palette opens empty. */
export interface RecentItem {
  kind: string;
  id: string;
  title: string;
  subtitle?: string | null;
  /** The network or group it belongs to, by name. */
  context?: string | null;
  /** The console path it opens. */
  href: string;
}

/** Whose list: recent items are kept per user and account. */
export interface RecentScope {
  userId: string;
  accountId: string;
}

/** The most recent items kept per user and account. */
export const RECENT_ITEMS_LIMIT = 10;

export function recentItemsKey({ userId, accountId }: RecentScope): string {
  return `beacon.palette.recent.${userId}.${accountId}`;
}

/** A path in this console (`/networks/…`), never another origin (`//x`, `https:`, `javascript:`). */
export function isConsolePath(href: unknown): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';
const optionalText = (value: unknown) => (typeof value === 'string' ? value : null);

/** The stored list, keeping only well-formed items (the storage is the user's to edit). */
function parse(raw: string | null): RecentItem[] {
  if (!raw) return [];
  try {
    const stored: unknown = JSON.parse(raw);
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
      .filter((item) => text(item.kind) && text(item.id) && text(item.title) && isConsolePath(item.href))
      .map((item) => ({
        kind: item.kind as string,
        id: item.id as string,
        title: item.title as string,
        subtitle: optionalText(item.subtitle),
        context: optionalText(item.context),
        href: item.href as string,
      }))
      .slice(0, RECENT_ITEMS_LIMIT);
  } catch {
    return [];
  }
}

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The parsed list per key, kept while its stored text is unchanged (a stable snapshot for React). */
const cache = new Map<string, { raw: string | null; items: RecentItem[] }>();
const listeners = new Set<() => void>();

/** The user's recent items in an account, newest first. */
export function readRecentItems(scope: RecentScope): RecentItem[] {
  const key = recentItemsKey(scope);
  const raw = readRaw(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.items;
  const items = parse(raw);
  cache.set(key, { raw, items });
  return items;
}

/** Puts `item` first in the user's recent items of the account (once; at most RECENT_ITEMS_LIMIT). */
export function rememberRecent(item: RecentItem, scope: RecentScope): void {
  if (!isConsolePath(item.href)) return;
  const others = readRecentItems(scope).filter((i) => !(i.kind === item.kind && i.id === item.id));
  try {
    window.localStorage.setItem(recentItemsKey(scope), JSON.stringify([item, ...others].slice(0, RECENT_ITEMS_LIMIT)));
  } catch {
    return; // storage full or blocked: the palette simply has no recent items
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const NONE: RecentItem[] = [];

function useRecentScope(): RecentScope | null {
  const { user, accountId } = useSessionSelector(selectSession);
  return user && accountId ? { userId: user.id, accountId } : null;
}

/** The signed-in user's recent items in the selected account, newest first; follows changes (other tabs too). */
export function useRecentItems(): RecentItem[] {
  const scope = useRecentScope();
  const snapshot = () => (scope ? readRecentItems(scope) : NONE);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Remembers the record a page shows, once it is known: a network, device or hotspot page calls
 * `useRememberRecent(network && { kind: 'network', id, title: network.name, href: networkPath(id) })`.
 */
export function useRememberRecent(item: RecentItem | null | undefined): void {
  const scope = useRecentScope();
  const { userId, accountId } = scope ?? {};
  const { kind, id, title, subtitle, context, href } = item ?? {};
  useEffect(() => {
    if (!userId || !accountId || !kind || !id || !title || !href) return;
    rememberRecent(
      { kind, id, title, subtitle: subtitle ?? null, context: context ?? null, href },
      { userId, accountId },
    );
  }, [userId, accountId, kind, id, title, subtitle, context, href]);
}
