import { Hono } from 'hono';
import { FAULT_SCOPE_HEADER, hasTestSecret } from '../api/faults.ts';
import type { SimService } from './service.ts';

/** Where the SDK posts: a DSN `http://{key}@localhost:4000/{projectId}` gives `/api/{projectId}/envelope/`. */
export const ENVELOPE_PATH = '/api/:projectId/envelope/';
/** The recorded envelopes, for tests: only with fault injection on and the run's secret. */
export const RECORDED_ENVELOPES_PATH = '/__envelopes';
const MAX_RECORDED = 1_000;
/** An envelope is sent as text, or as bytes (no content type) when an item is binary. */
const ENVELOPE_TYPES = new Set(['', 'text/plain', 'application/x-sentry-envelope', 'application/octet-stream']);

export interface EnvelopeItem {
  header: Record<string, unknown>;
  /** The item's JSON; its text when it is not JSON (a replay recording); `[N bytes]` when not UTF-8. */
  payload: unknown;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

export interface RecordedEnvelope extends Envelope {
  projectId: string;
  /** The DSN's public key (`sentry_key` in the query, as browser SDKs send it). */
  publicKey: string | null;
  /** The `x-beacon-fault-scope` header: the e2e page that sent it. */
  scope: string | null;
  receivedAt: number;
}

export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
}

const NEWLINE = 0x0a;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

function lineAt(bytes: Uint8Array, start: number): { line: Uint8Array; next: number } {
  const end = bytes.indexOf(NEWLINE, start);
  return end < 0
    ? { line: bytes.subarray(start), next: bytes.length }
    : { line: bytes.subarray(start, end), next: end + 1 };
}

function headerOf(line: Uint8Array, what: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(UTF8.decode(line));
  } catch {
    throw new EnvelopeError(`The ${what} is not JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new EnvelopeError(`The ${what} is not a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

function payloadOf(bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return `[${bytes.length} bytes]`;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Reads a Sentry envelope: a header line, then items, each a header line and a payload of the
 * header's `length` in bytes or, without one, up to the next newline.
 */
export function parseEnvelope(bytes: Uint8Array): Envelope {
  const first = lineAt(bytes, 0);
  const header = headerOf(first.line, 'envelope header');
  const items: EnvelopeItem[] = [];
  let at = first.next;
  while (at < bytes.length) {
    const itemLine = lineAt(bytes, at);
    if (itemLine.line.length === 0 && itemLine.next >= bytes.length) break; // a trailing newline
    const itemHeader = headerOf(itemLine.line, 'item header');
    const { length } = itemHeader;
    let payload: Uint8Array;
    if (length === undefined) {
      const line = lineAt(bytes, itemLine.next);
      payload = line.line;
      at = line.next;
    } else {
      if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) {
        throw new EnvelopeError('An item length is not a whole number');
      }
      if (itemLine.next + length > bytes.length) throw new EnvelopeError('An item is shorter than its length');
      payload = bytes.subarray(itemLine.next, itemLine.next + length);
      at = itemLine.next + length;
      if (bytes[at] === NEWLINE) at += 1;
    }
    items.push({ header: itemHeader, payload: payloadOf(payload) });
  }
  return { header, items };
}

export interface ErrorIngestOptions {
  /** Serve `/__envelopes` to callers with this secret (the run's fault secret); none: not served. */
  readSecret?: string;
  now?: () => number;
}

/**
 * A stand-in for the error-reporting service (Sentry's ingest): `POST /api/{projectId}/envelope/`
 * records an envelope (newest 1,000, in memory) and answers 204. With
 * `readSecret`, `GET /__envelopes[?scope=]` lists what was recorded and `DELETE` forgets it, for
 * callers that send the secret in `x-beacon-fault-secret`. Not part of the platform API contract.
 */
export function createErrorIngest(
  options: ErrorIngestOptions = {},
): SimService & { envelopes(): readonly RecordedEnvelope[] } {
  const now = options.now ?? Date.now;
  const recorded: RecordedEnvelope[] = [];
  const app = new Hono();
  app.post(ENVELOPE_PATH, async (c) => {
    const projectId = c.req.param('projectId');
    if (!/^\d+$/.test(projectId)) return c.json({ message: 'Unknown project' }, 404);
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!ENVELOPE_TYPES.has(mediaType)) return c.json({ message: 'Content-Type must be an envelope' }, 415);
    let envelope: Envelope;
    try {
      envelope = parseEnvelope(new Uint8Array(await c.req.arrayBuffer()));
    } catch (error) {
      if (error instanceof EnvelopeError) return c.json({ message: error.message }, 400);
      throw error;
    }
    recorded.push({
      ...envelope,
      projectId,
      publicKey: c.req.query('sentry_key') ?? null,
      scope: c.req.header(FAULT_SCOPE_HEADER) ?? null,
      receivedAt: now(),
    });
    if (recorded.length > MAX_RECORDED) recorded.splice(0, recorded.length - MAX_RECORDED);
    // No body: the SDK reads only the status, and a body it never reads keeps the request open in
    // Chromium (Playwright's networkidle would wait for it).
    return c.body(null, 204);
  });
  const { readSecret } = options;
  if (readSecret) {
    app.on(['GET', 'DELETE'], RECORDED_ENVELOPES_PATH, (c) => {
      if (!hasTestSecret(c, readSecret)) return c.json({ message: 'Reading envelopes needs the test secret' }, 403);
      const scope = c.req.query('scope');
      const matches = (e: RecordedEnvelope) => scope === undefined || e.scope === scope;
      c.header('cache-control', 'no-store');
      if (c.req.method === 'GET') return c.json({ envelopes: recorded.filter(matches) });
      for (let i = recorded.length - 1; i >= 0; i -= 1)
        if (matches(recorded[i] as RecordedEnvelope)) recorded.splice(i, 1);
      return c.body(null, 204);
    });
  }
  return { prefix: '/api/', envelopes: () => recorded, app };
}
