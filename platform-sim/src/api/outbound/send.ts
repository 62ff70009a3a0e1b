/**
 * POSTs JSON to a receiver's URL under the outbound policy (policy.ts): every hop's host is resolved and
 * checked first, and the connection goes to exactly the addresses checked (no second lookup a name could
 * answer differently). Redirects that keep the POST (307, 308) are followed, at most MAX_REDIRECTS, each
 * checked again; 301, 302 and 303 would turn the event into a GET without it, so they are answers like any
 * other. The request carries nothing of the platform's own (no token, cookie or secret): a user agent, the
 * content type and the headers configured for the URL, and those, with the URL's user:password, only to
 * the URL's own origin, never after a redirect elsewhere.
 */
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isHttpUrl, outboundRefusalText } from '@beacon/shared/contract';
import type { OutboundPolicy, ResolvedAddress } from './policy.ts';

export const OUTBOUND_USER_AGENT = 'beacon-platform-sim';
export const MAX_REDIRECTS = 5;
export const NOT_HTTP_MESSAGE = 'Refused: the URL is not http(s)';
export const TOO_MANY_REDIRECTS_MESSAGE = `Stopped after ${MAX_REDIRECTS} redirects`;

/** Headers a configured header may not set: the request's framing and routing are the sender's. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'proxy-authorization',
  'proxy-connection',
]);

export interface OutboundPost {
  readonly url: string;
  /** Headers configured for `url`: sent to its origin only. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The JSON text. */
  readonly body: string;
  /** Aborts the whole exchange (its reason is what rejects: e.g. the TimeoutError of `AbortSignal.timeout`). */
  readonly signal: AbortSignal;
}

export type OutboundResult =
  | { readonly kind: 'answered'; readonly status: number }
  /** Not sent (or not sent on): `sent` tells whether a request had gone out before the refused hop. */
  | { readonly kind: 'refused'; readonly error: string; readonly sent: boolean };

/** The headers of one hop: the user agent, the configured ones on the URL's own origin, the content type. */
function hopHeaders(post: OutboundPost, first: URL, hop: URL, length: number): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { 'user-agent': OUTBOUND_USER_AGENT };
  if (hop.origin === first.origin) {
    if (first.username !== '' || first.password !== '') {
      const credentials = `${decodeURIComponent(first.username)}:${decodeURIComponent(first.password)}`;
      headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    }
    for (const [name, value] of Object.entries(post.headers ?? {})) {
      const lower = name.toLowerCase();
      if (!RESERVED_HEADERS.has(lower)) headers[lower] = value;
    }
  }
  headers['content-type'] = 'application/json';
  headers['content-length'] = length;
  return headers;
}

/** A `lookup` for node:net that answers the addresses already checked, never asking DNS again. */
function pinnedLookup(addresses: readonly ResolvedAddress[]) {
  return (
    _hostname: string,
    options: LookupOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    const usable = addresses.filter((a) => !options.family || a.family === options.family);
    const first = usable[0];
    if (first === undefined) {
      callback(Object.assign(new Error('No address of the checked family'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    if (options.all)
      callback(
        null,
        usable.map((a) => ({ address: a.address, family: a.family })),
      );
    else callback(null, first.address, first.family);
  };
}

interface HopAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
}

/** One request to `url` at `addresses`; resolves with the answer's status and headers (its body is not read). */
function exchange(
  url: URL,
  addresses: readonly ResolvedAddress[],
  headers: OutgoingHttpHeaders,
  body: string,
  signal: AbortSignal,
): Promise<HopAnswer> {
  return new Promise<HopAnswer>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers,
        lookup: pinnedLookup(addresses),
        agent: false,
        signal,
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers });
        // The body is never read: the connection ends here, however much a receiver would send.
        response.on('error', () => undefined);
        response.destroy();
      },
    );
    request.on('error', (error) => reject(signal.aborted ? (signal.reason as Error) : error));
    request.end(body);
  });
}

/** Rejects with the signal's reason as soon as it aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * POSTs `post.body` to `post.url` under `policy`. Answers the final status, or the refusal ("Refused:
 * 169.254.169.254 is a link-local address (…)", "Refused: redirect to …: …"); a failure to connect, a
 * lookup that fails or the signal's abort rejects (describeError turns it into the delivery's error).
 */
export async function postOutbound(policy: OutboundPolicy, post: OutboundPost): Promise<OutboundResult> {
  if (!isHttpUrl(post.url)) return { kind: 'refused', error: NOT_HTTP_MESSAGE, sent: false };
  const first = new URL(post.url);
  const length = Buffer.byteLength(post.body);
  let url = first;
  for (let hop = 0; ; hop += 1) {
    const target = await abortable(policy.resolve(url), post.signal);
    if ('refusal' in target) {
      const why = outboundRefusalText(target.refusal);
      return hop === 0
        ? { kind: 'refused', error: `Refused: ${why}`, sent: false }
        : { kind: 'refused', error: `Refused: redirect to ${url.href}: ${why}`, sent: true };
    }
    const answer = await exchange(url, target.addresses, hopHeaders(post, first, url, length), post.body, post.signal);
    const location = answer.headers.location;
    if ((answer.status !== 307 && answer.status !== 308) || location === undefined) {
      return { kind: 'answered', status: answer.status };
    }
    if (hop === MAX_REDIRECTS) return { kind: 'refused', error: TOO_MANY_REDIRECTS_MESSAGE, sent: true };
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      return { kind: 'answered', status: answer.status };
    }
    if (!isHttpUrl(next.href)) {
      return { kind: 'refused', error: `Refused: redirect to ${next.href}: not http(s)`, sent: true };
    }
    // Credentials in a redirect's URL are never used: only those configured, and only on their origin.
    next.username = '';
    next.password = '';
    url = next;
  }
}
