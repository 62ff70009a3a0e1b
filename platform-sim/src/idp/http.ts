import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY = 64 * 1024;

/** A request body that cannot be used: too large, or not the JSON its content type announces. */
export class BadBodyError extends Error {}

/** The request target's path and query. Never throws, whatever the request line held (`//`, `*`, …). */
export function requestTarget(req: IncomingMessage): { path: string; query: URLSearchParams } {
  const target = req.url ?? '/';
  const url = URL.parse(target.startsWith('/') ? `http://localhost${target}` : target);
  return url ? { path: url.pathname, query: url.searchParams } : { path: '', query: new URLSearchParams() };
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new BadBodyError('The request body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON or form body into string fields; other values are dropped. Throws `BadBodyError`. */
export async function readFields(req: IncomingMessage): Promise<Record<string, string>> {
  const raw = await readBody(req);
  const type = req.headers['content-type'] ?? '';
  const fields: Record<string, string> = {};
  if (type.includes('application/json')) {
    let parsed: unknown;
    try {
      parsed = raw ? JSON.parse(raw) : {};
    } catch {
      throw new BadBodyError('The body must be JSON.');
    }
    if (typeof parsed === 'object' && parsed !== null) {
      for (const [key, value] of Object.entries(parsed)) {
        if (typeof value === 'string') fields[key] = value;
      }
    }
    return fields;
  }
  for (const [key, value] of new URLSearchParams(raw)) fields[key] = value;
  return fields;
}

/** The message for a body that `readFields` could not read. */
export function bodyErrorMessage(error: unknown): string {
  return error instanceof BadBodyError ? error.message : 'The request body could not be read.';
}

/** One character as UTF-8 percent-escapes; a lone surrogate becomes U+FFFD's (`%EF%BF%BD`). */
function percentEncode(char: string): string {
  return [...Buffer.from(char, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/**
 * A header value Node accepts: controls (CR and LF included), DEL and non-ASCII characters are
 * percent-encoded, so a value taken from a request can never make `writeHead` throw or split a header.
 */
export function safeHeaderValue(value: string): string {
  return value.replace(/[^\t\x20-\x7e]/gu, percentEncode);
}

/** A `Location` value: visible ASCII only; spaces and backslashes are percent-encoded too. */
export function safeLocation(location: string): string {
  return location.replace(/[^\x21-\x5b\x5d-\x7e]/gu, percentEncode);
}

export function send(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
  headers: Record<string, string> = {},
): void {
  const all: Record<string, string> = { 'content-type': type, 'cache-control': 'no-store', ...headers };
  for (const [name, value] of Object.entries(all)) all[name] = safeHeaderValue(value);
  res.writeHead(status, all);
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, JSON.stringify(body), 'application/json; charset=utf-8');
}

/** A 302 to `location`, which callers normalise first (`new URL(…).href`); `safeLocation` is the backstop. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location: safeLocation(location), 'cache-control': 'no-store' });
  res.end();
}

/** A comma-separated list of header names, as `Access-Control-Request-Headers` carries. */
const HEADER_NAME_LIST = /^[!#$%&'*+.^`|~\w-]+(?:[ \t]*,[ \t]*[!#$%&'*+.^`|~\w-]+)*$/;

/**
 * Adds CORS headers when the request's Origin is allowed. Answers a preflight itself and returns
 * true then, so the caller stops.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  res.setHeader('vary', 'Origin');
  if (origin && allowedOrigins.has(origin)) {
    res.setHeader('access-control-allow-origin', origin);
  }
  if (req.method !== 'OPTIONS') return false;
  if (origin && allowedOrigins.has(origin)) {
    const requested = req.headers['access-control-request-headers']?.trim() ?? '';
    res.setHeader('access-control-allow-methods', 'GET,POST');
    res.setHeader('access-control-allow-headers', HEADER_NAME_LIST.test(requested) ? requested : 'content-type');
    res.setHeader('access-control-max-age', '600');
  }
  res.writeHead(204);
  res.end();
  return true;
}

/** Reads one cookie from the request, without checking its signature; undefined when it is not decodable. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeCookieValue(part.slice(index + 1).trim());
  }
  return undefined;
}

function decodeCookieValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Headers every IdP answer carries, set before any handler (oidc-provider's included) writes: no MIME
 * sniffing, and a Referrer-Policy that keeps URLs (which can carry codes and state) on this origin.
 * `same-origin`, not `no-referrer`: the latter would send `Origin: null` with the sign-in form's POST.
 */
export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'same-origin');
}
