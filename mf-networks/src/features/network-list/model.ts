import type { ApiError } from '@beacon/shared';
import type { Network } from '@beacon/shared/contract';

/** Network names are 1 to 30 characters after trimming (customer-console.md §5, §9). */
export const NETWORK_NAME_MAX_LENGTH = 30;

/** Cards per page: divisible by every column count of the grid (1, 2, 3, 4). */
export const NETWORKS_PAGE_SIZE = 24;

/** Whether `name` is a valid network name once trimmed. */
export function isValidNetworkName(name: unknown): boolean {
  if (typeof name !== 'string') return false;
  const trimmed = name.trim();
  return trimmed.length >= 1 && trimmed.length <= NETWORK_NAME_MAX_LENGTH;
}

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

/**
 * Whether a failed call gets the spec's own error toast: 401 signs the user out and 429 has its
 * rate-limit toast already (both shown by the base query).
 */
export function needsErrorToast(error: ApiError): boolean {
  return error.status !== 401 && error.status !== 429;
}

/** A hook's or `unwrap()`'s failure as an `ApiError` (a `SerializedError` is a client-side failure). */
export function asApiError(error: unknown): ApiError {
  if (typeof error === 'object' && error !== null && 'status' in error && 'message' in error) return error as ApiError;
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
  return { status: 'PARSE_ERROR', message };
}
