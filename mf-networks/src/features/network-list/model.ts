import type { Network } from '@beacon/shared/contract';

/** Cards per page: divisible by every column count of the grid (1, 2, 3, 4). */
export const NETWORKS_PAGE_SIZE = 24;

/** Most recently updated first (a new network comes first), then by name. */
export function sortNetworks(networks: readonly Network[]): Network[] {
  return [...networks].sort((a, b) => b.last_updated - a.last_updated || a.name.localeCompare(b.name));
}

/** The 1-based page from `?page=`, clamped to the pages there are. */
export function pageFromParam(param: string | null, total: number, pageSize = NETWORKS_PAGE_SIZE): number {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Number(param);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, pages);
}

/** `url` when it is an absolute http(s) URL, else undefined: links from config are never `javascript:`. */
export function httpLink(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
