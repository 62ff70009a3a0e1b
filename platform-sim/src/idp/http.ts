import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY = 64 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON or form body into string fields; other values are dropped. */
export async function readFields(req: IncomingMessage): Promise<Record<string, string>> {
  const raw = await readBody(req);
  const type = req.headers['content-type'] ?? '';
  const fields: Record<string, string> = {};
  if (type.includes('application/json')) {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
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

export function send(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, JSON.stringify(body), 'application/json; charset=utf-8');
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
}

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
    res.setHeader('access-control-allow-methods', 'GET,POST');
    res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? 'content-type');
    res.setHeader('access-control-max-age', '600');
  }
  res.writeHead(204);
  res.end();
  return true;
}

/** Reads one cookie from the request, without checking its signature. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}
