/**
 * POSTs JSON to a receiver's URL under the outbound policy (policy.ts): every hop's host is resolved and
 * checked first, and the connection goes to exactly the addresses checked (no second lookup a name could
 * answer differently). Redirects that keep the POST (307, 308) are followed, at most MAX_REDIRECTS, each
 * checked again; 301, 302 and 303 would turn the event into a GET without it, so they are answers like any
 * other. The request carries nothing of the platform's own (no token, cookie or secret): a user agent, the
 * content type and the headers configured for the URL, and those, with the URL's user:password, only to
 * the URL's own origin, never after a redirect elsewhere. Of the final answer's body, only the first
 * RESPONSE_EXCERPT_BYTES are read (the delivery log shows them); then the connection is closed.
 */
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { StringDecoder } from 'node:string_decoder';
import { RESPONSE_EXCERPT_BYTES, isHttpUrl, outboundRefusalText } from '@beacon/shared/contract';
import type { DeliveryErrorKind } from '@beacon/shared/contract';
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
  /** `excerpt`: the first RESPONSE_EXCERPT_BYTES of the body, as UTF-8 (a character cut at the end left out). */
  | { readonly kind: 'answered'; readonly status: number; readonly excerpt: string }
  /**
   * Not sent (or not sent on): `sent` tells whether a request had gone out before the refused hop;
   * `errorKind` is `blocked` when the policy refused the address or scheme, `other` for too many redirects.
   */
  | { readonly kind: 'refused'; readonly error: string; readonly sent: boolean; readonly errorKind: DeliveryErrorKind };

/** The error codes of a failed request and of its cause, and its message (a lookup's has the code in it). */
function errorTexts(error: unknown): string[] {
  const texts: string[] = [];
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth += 1) {
    const code = (e as NodeJS.ErrnoException).code;
    if (typeof code === 'string') texts.push(code);
    texts.push(e.message);
  }
  return texts;
}

/**
 * Why a request got no answer, from what `postOutbound` rejected with: the timeout's TimeoutError,
 * a refused or reset connection, a name that does not resolve (now, or for a while), or anything else.
 */
export function outboundErrorKind(error: unknown): DeliveryErrorKind {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  const texts = errorTexts(error);
  if (texts.some((t) => /\b(ECONNREFUSED|ECONNRESET)\b/.test(t))) return 'refused';
  if (texts.some((t) => /\b(ENOTFOUND|EAI_AGAIN)\b/.test(t))) return 'dns';
  return 'other';
}

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
  /** Its body, not read yet: `readExcerpt` it, or `destroy()` it. */
  readonly response: IncomingMessage;
}

/**
 * Reads the first RESPONSE_EXCERPT_BYTES of an answer's body, then closes the connection, however much
 * more a receiver would send. An abort (the timeout) ends the reading with what came so far: the answer did come.
 */
function readExcerpt(response: IncomingMessage, signal: AbortSignal): Promise<string> {
  return new Promise<string>((resolve) => {
    const decoder = new StringDecoder('utf8');
    let text = '';
    let bytes = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      signal.removeEventListener('abort', finish);
      response.destroy();
      resolve(text);
    };
    response.on('error', finish);
    if (signal.aborted) return finish();
    signal.addEventListener('abort', finish, { once: true });
    response.on('data', (chunk: Buffer) => {
      const part = chunk.subarray(0, RESPONSE_EXCERPT_BYTES - bytes);
      bytes += part.length;
      text += decoder.write(part);
      if (bytes >= RESPONSE_EXCERPT_BYTES) finish();
    });
    response.on('end', finish);
  });
}

/** One request to `url` at `addresses`; resolves with the answer's status and headers, its body unread. */
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
        response.on('error', () => undefined);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, response });
      },
    );
    request.on('error', (error) => reject(signal.aborted ? (signal.reason as Error) : error));
    request.end(body);
  });
}

/** Where a 307 or 308 leads; undefined for a Location that is no URL (the redirect is then the answer). */
function redirectTarget(location: string, base: URL): URL | undefined {
  try {
    return new URL(location, base);
  } catch {
    return undefined;
  }
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
 * POSTs `post.body` to `post.url` under `policy`. Answers the final status and the start of its body, or
 * the refusal ("Refused: 169.254.169.254 is a link-local address (…)", "Refused: redirect to …: …"); a
 * failure to connect, a lookup that fails or the signal's abort rejects (describeError turns it into the
 * delivery's error, outboundErrorKind into its kind).
 */
export async function postOutbound(policy: OutboundPolicy, post: OutboundPost): Promise<OutboundResult> {
  if (!isHttpUrl(post.url)) return { kind: 'refused', error: NOT_HTTP_MESSAGE, sent: false, errorKind: 'blocked' };
  const first = new URL(post.url);
  const length = Buffer.byteLength(post.body);
  let url = first;
  for (let hop = 0; ; hop += 1) {
    const target = await abortable(policy.resolve(url), post.signal);
    if ('refusal' in target) {
      const why = outboundRefusalText(target.refusal);
      return hop === 0
        ? { kind: 'refused', error: `Refused: ${why}`, sent: false, errorKind: 'blocked' }
        : { kind: 'refused', error: `Refused: redirect to ${url.href}: ${why}`, sent: true, errorKind: 'blocked' };
    }
    const answer = await exchange(url, target.addresses, hopHeaders(post, first, url, length), post.body, post.signal);
    const location = answer.headers.location;
    const next =
      (answer.status === 307 || answer.status === 308) && location !== undefined
        ? redirectTarget(location, url)
        : undefined;
    if (next === undefined) {
      return { kind: 'answered', status: answer.status, excerpt: await readExcerpt(answer.response, post.signal) };
    }
    answer.response.destroy();
    if (hop === MAX_REDIRECTS) {
      return { kind: 'refused', error: TOO_MANY_REDIRECTS_MESSAGE, sent: true, errorKind: 'other' };
    }
    if (!isHttpUrl(next.href)) {
      return {
        kind: 'refused',
        error: `Refused: redirect to ${next.href}: not http(s)`,
        sent: true,
        errorKind: 'blocked',
      };
    }
    // Credentials in a redirect's URL are never used: only those configured, and only on their origin.
    next.username = '';
    next.password = '';
    url = next;
  }
}
