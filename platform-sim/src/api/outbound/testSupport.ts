/** Test helpers of the outbound policy. */
import type { HostLookup } from './policy.ts';

/** A resolver that knows only the names it is given. */
export function fakeLookup(names: Record<string, string[]>): HostLookup & { calls: string[] } {
  const calls: string[] = [];
  const lookup = (hostname: string) => {
    calls.push(hostname);
    const addresses = names[hostname];
    if (addresses === undefined) {
      return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    }
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
  return Object.assign(lookup, { calls });
}
