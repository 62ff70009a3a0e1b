/*
 * The explorers' device id filter (customer-console.md §2: "Device ID or MAC address"). A MAC address,
 * or part of one, is read the same way by the console (which sends its hex digits) and by platform-sim
 * (which accepts it as typed too). No zod here: remotes use it at runtime through `@beacon/shared`.
 */

/**
 * A MAC address or part of one: up to six groups of hex digits split by `:` or `-`, in any case; the
 * inner groups have two digits, the first and last one or two (`2a:25:df`, `C1-38-F`, `a4:c1:38:f0:6e:21`).
 */
const MAC_FRAGMENT = /^[0-9a-f]{1,2}(?:[:-][0-9a-f]{2}){0,4}[:-][0-9a-f]{1,2}$/i;

/** The hex digits of a typed MAC address or part of one, lowercase without separators; null for other text. */
export function macFilterDigits(value: string): string | null {
  const text = value.trim();
  return MAC_FRAGMENT.test(text) ? text.replace(/[:-]/g, '').toLowerCase() : null;
}
