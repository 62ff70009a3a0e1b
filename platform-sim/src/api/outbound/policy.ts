/**
 * The one place that decides where the platform may send (docs/platform-sim.md "Outbound calls"): route
 * deliveries, webhook integrations (their routes) and hotspot alert webhooks use it when a URL is saved
 * (`checkForSave`, a 400) and when it is sent to (`resolve`, after DNS, for each redirect too).
 *
 * Refused: link-local (169.254.0.0/16, fe80::/10: cloud metadata), private, unspecified (0.0.0.0) and
 * reserved addresses, and the platform's own API and IdP; loopback receivers on other ports are allowed
 * (local development, the e2e suite's receivers) unless `allowLoopback` is false
 * (PLATFORM_SIM_OUTBOUND_ALLOW_LOOPBACK=false).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { outboundUrlMessage } from '@beacon/shared/contract';
import type { OutboundRefusal } from '@beacon/shared/contract';
import { HttpError } from '../errors.ts';
import { classifyAddress } from './addresses.ts';

export const ALLOW_LOOPBACK_ENV = 'PLATFORM_SIM_OUTBOUND_ALLOW_LOOPBACK';
/** How long a save waits for the name of its URL to resolve; a name that does not resolve in time passes. */
export const SAVE_LOOKUP_TIMEOUT_MS = 2000;
/** How long a save reuses what a name resolved to (or that it did not): saves at once ask DNS once. */
export const SAVE_LOOKUP_CACHE_MS = 30_000;
const SAVE_LOOKUP_CACHE_SIZE = 1000;

export interface ResolvedAddress {
  readonly address: string;
  readonly family: number;
}

/** Every address of a host name (`node:dns` lookup with `all: true`). */
export type HostLookup = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface OutboundPolicyOptions {
  /** Loopback receivers (other than the platform's own ports). Default PLATFORM_SIM_OUTBOUND_ALLOW_LOOPBACK, else true. */
  readonly allowLoopback?: boolean;
  /** Default: the system resolver, every address. Tests give names their addresses. */
  readonly lookup?: HostLookup;
}

/** What a delivery may connect to: the checked addresses of the URL's host, or why not. */
export type OutboundTarget = { readonly refusal: OutboundRefusal } | { readonly addresses: readonly ResolvedAddress[] };

/** PLATFORM_SIM_OUTBOUND_ALLOW_LOOPBACK: unset or true/1/on/yes allow; false/0/off/no refuse; anything else throws. */
export function allowLoopbackFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[ALLOW_LOOPBACK_ENV]?.trim().toLowerCase();
  if (value === undefined || value === '' || ['true', '1', 'on', 'yes'].includes(value)) return true;
  if (['false', '0', 'off', 'no'].includes(value)) return false;
  throw new Error(`${ALLOW_LOOPBACK_ENV} must be true or false, not "${env[ALLOW_LOOPBACK_ENV]}"`);
}

const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The host of a URL as compared: no IPv6 brackets, lower case, no trailing dot. */
export function bareHost(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase()
    .replace(/\.$/, '');
}

/** The URL's port, or its scheme's default. */
export function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('lookup timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export class OutboundPolicy {
  readonly allowLoopback: boolean;
  readonly #lookup: HostLookup;
  /** Ports of the platform's servers on loopback (the API, the IdP). */
  readonly #platformPorts = new Set<number>();
  /** `host:port` of the platform's origins, for those not on loopback. */
  readonly #platformHosts = new Set<string>();
  /** Saves' lookups by name, answered or not, with when they expire (deliveries always ask afresh). */
  readonly #saveLookups = new Map<string, { until: number; addresses: Promise<readonly ResolvedAddress[]> }>();

  constructor(options: OutboundPolicyOptions = {}) {
    this.allowLoopback = options.allowLoopback ?? allowLoopbackFromEnv();
    this.#lookup = options.lookup ?? systemLookup;
  }

  /** An origin of the platform itself (the API once it listens, the IdP's issuer): never sent to. */
  addPlatformOrigin(origin: string): void {
    const url = new URL(origin);
    const host = bareHost(url);
    const port = portOf(url);
    this.#platformHosts.add(`${host}:${port}`);
    if (isLocalhostName(host) || classifyAddress(host) === 'loopback') this.#platformPorts.add(port);
  }

  /**
   * Why the URL may not be sent to, judged on its host as written (an address, `localhost`, a platform
   * origin); undefined when nothing is wrong with it before its name is resolved.
   */
  checkLiteral(url: URL): OutboundRefusal | undefined {
    const host = bareHost(url);
    const port = portOf(url);
    if (this.#platformHosts.has(`${host}:${port}`)) return { kind: 'platform', host: url.host };
    if (isLocalhostName(host)) return this.#checkAddress(url, '127.0.0.1', false);
    if (isIP(host) !== 0) return this.#checkAddress(url, host, false);
    return undefined;
  }

  /**
   * A save's check: the host as written, then its addresses when the name resolves within
   * SAVE_LOOKUP_TIMEOUT_MS (one that does not resolve now passes: every delivery checks again).
   */
  async checkForSave(text: string): Promise<OutboundRefusal | undefined> {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return undefined; // the contract's URL rule answers for it
    }
    const literal = this.checkLiteral(url);
    if (literal !== undefined || isIP(bareHost(url)) !== 0 || isLocalhostName(bareHost(url))) return literal;
    let addresses: readonly ResolvedAddress[];
    try {
      addresses = await this.#lookupForSave(bareHost(url));
    } catch {
      return undefined;
    }
    return this.#checkAll(url, addresses);
  }

  /** A save's lookup: shared by the saves of the next SAVE_LOOKUP_CACHE_MS, at most SAVE_LOOKUP_TIMEOUT_MS. */
  #lookupForSave(host: string): Promise<readonly ResolvedAddress[]> {
    const now = Date.now();
    const cached = this.#saveLookups.get(host);
    if (cached !== undefined && cached.until > now) return cached.addresses;
    if (this.#saveLookups.size >= SAVE_LOOKUP_CACHE_SIZE) this.#saveLookups.clear();
    const addresses = withTimeout(this.#lookup(host), SAVE_LOOKUP_TIMEOUT_MS);
    addresses.catch(() => undefined);
    this.#saveLookups.set(host, { until: now + SAVE_LOOKUP_CACHE_MS, addresses });
    return addresses;
  }

  /** A delivery's check: the addresses to connect to (all of them allowed), or the refusal. Lookup errors throw. */
  async resolve(url: URL): Promise<OutboundTarget> {
    const literal = this.checkLiteral(url);
    if (literal !== undefined) return { refusal: literal };
    const host = bareHost(url);
    const family = isIP(host);
    if (family !== 0) return { addresses: [{ address: host, family }] };
    const addresses = isLocalhostName(host) ? [{ address: '127.0.0.1', family: 4 }] : await this.#lookup(host);
    if (addresses.length === 0) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    const refusal = this.#checkAll(url, addresses);
    return refusal === undefined ? { addresses } : { refusal };
  }

  #checkAll(url: URL, addresses: readonly ResolvedAddress[]): OutboundRefusal | undefined {
    for (const { address } of addresses) {
      const refusal = this.#checkAddress(url, address, true);
      if (refusal !== undefined) return refusal;
    }
    return undefined;
  }

  /** Why `address` (the URL's host, or what its name resolved to) may not be sent to. */
  #checkAddress(url: URL, address: string, resolved: boolean): OutboundRefusal | undefined {
    const kind = classifyAddress(address) ?? 'reserved';
    const refusal = (refused: OutboundRefusal['kind']): OutboundRefusal => ({
      kind: refused,
      host: refused === 'platform' ? url.host : bareHost(url),
      ...(resolved ? { address: address.replace(/%.*$/, '') } : {}),
    });
    if (kind === 'public') return undefined;
    if (kind !== 'loopback') return refusal(kind);
    if (this.#platformPorts.has(portOf(url))) return refusal('platform');
    return this.allowLoopback ? undefined : refusal('loopback');
  }
}

/** A URL a save would store, and the input field that holds it (the 400's `field`). */
export interface SavedUrl {
  readonly url: string;
  readonly field: string;
}

/**
 * Refuses a save (400 "URL not allowed: …", with the field) when one of its URLs points where the platform
 * does not send; the URLs are checked at once, each distinct one once, and the first refused one answers.
 */
export async function checkSavedUrls(policy: OutboundPolicy, urls: readonly SavedUrl[]): Promise<void> {
  const distinct = [...new Set(urls.map((u) => u.url))];
  const refusals = new Map(
    await Promise.all(distinct.map(async (url) => [url, await policy.checkForSave(url)] as const)),
  );
  for (const { url, field } of urls) {
    const refusal = refusals.get(url);
    if (refusal !== undefined) throw HttpError.invalid(outboundUrlMessage(refusal), field);
  }
}
