/*
 * A route's key: routes have no id, so the delivery log names a route by what it is, its filter and its URL.
 * Zod-free, so remotes use it at runtime through `@beacon/shared`.
 */

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

/** FNV-1a, 64 bits, over the UTF-8 bytes of `text`, as 16 lower-case hex digits. */
function fnv1a64(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * The key of a route in the delivery log: FNV-1a 64 over `${filter_events}\n${url}`, 16 lower-case hex
 * digits. The same filter and URL give the same key in the console and on the platform; a changed URL or
 * filter is another route.
 */
export function routeKey(route: { readonly filter_events: string; readonly url: string }): string {
  return fnv1a64(`${route.filter_events}\n${route.url}`);
}
