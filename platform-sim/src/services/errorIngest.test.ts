import { describe, expect, it } from '@rstest/core';
import { call, FAULT_TEST_SECRET, useTestApi } from '../api/testSupport.ts';
import { createErrorIngest, parseEnvelope, RECORDED_ENVELOPES_PATH, type RecordedEnvelope } from './errorIngest.ts';

const EVENT_ID = '9ec79c33ec9942ab8353589fcb2e04dc';
const envelopeHeader = { event_id: EVENT_ID, dsn: 'http://public@localhost:4000/1', sent_at: '2026-11-24T10:00:00Z' };
const event = { event_id: EVENT_ID, level: 'error', tags: { remote: 'mf-networks', build_version: 'abc123' } };
/** An error event as the browser SDK sends it: header, item header, payload, one line each. */
const NEWLINE_BYTE = 0x0a;
const ERROR_ENVELOPE = [envelopeHeader, { type: 'event' }, event].map((part) => JSON.stringify(part)).join('\n');

function post(url: string, body: string | Blob, init: { contentType?: string; scope?: string; project?: string } = {}) {
  const headers: Record<string, string> = { origin: 'http://localhost:3000' };
  if (init.contentType !== undefined) headers['content-type'] = init.contentType;
  if (init.scope !== undefined) headers['x-beacon-fault-scope'] = init.scope;
  return fetch(new URL(`/api/${init.project ?? '1'}/envelope/?sentry_key=public&sentry_version=7`, url), {
    method: 'POST',
    headers,
    body,
  });
}

const read = (url: string, query = '', secret: string | null = FAULT_TEST_SECRET) =>
  call<{ envelopes: RecordedEnvelope[] }>(url, 'GET', `${RECORDED_ENVELOPES_PATH}${query}`, undefined, undefined, {
    headers: secret === null ? {} : { 'x-beacon-fault-secret': secret },
  });

describe('parseEnvelope', () => {
  it('reads items by line and by length, a trailing newline, a non-JSON and a binary payload', () => {
    const encoder = new TextEncoder();
    const recording = encoder.encode('{"segment_id":0}\n[{"type":4}]');
    const bytes = new Uint8Array([
      ...encoder.encode(`${JSON.stringify(envelopeHeader)}\n{"type":"event"}\n${JSON.stringify(event)}\n`),
      ...encoder.encode(`{"type":"replay_recording","length":${recording.length}}\n`),
      ...recording,
      ...encoder.encode('\n{"type":"attachment","length":2}\n'),
      0xff,
      0xfe,
      NEWLINE_BYTE,
    ]);
    expect(parseEnvelope(bytes)).toEqual({
      header: envelopeHeader,
      items: [
        { header: { type: 'event' }, payload: event },
        { header: { type: 'replay_recording', length: recording.length }, payload: '{"segment_id":0}\n[{"type":4}]' },
        { header: { type: 'attachment', length: 2 }, payload: '[2 bytes]' },
      ],
    });
  });

  it('refuses a header that is not a JSON object and an item shorter than its length', () => {
    const encoder = new TextEncoder();
    expect(() => parseEnvelope(encoder.encode('not json\n'))).toThrow('The envelope header is not JSON');
    expect(() => parseEnvelope(encoder.encode('[]\n'))).toThrow('not a JSON object');
    expect(() => parseEnvelope(encoder.encode('{}\n{"type":"event","length":10}\n{}'))).toThrow('shorter');
  });
});

describe('error ingest stand-in', () => {
  const ingest = createErrorIngest({ readSecret: FAULT_TEST_SECRET, now: () => 1_700_000_000_000 });
  const api = useTestApi({ services: [ingest] }, { seed: false });

  it('records an envelope sent as text/plain, with CORS for the console, and answers 204', async () => {
    const response = await post(api.url, ERROR_ENVELOPE, { contentType: 'text/plain;charset=UTF-8', scope: 'page-a' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');

    const listed = await read(api.url, '?scope=page-a');
    expect(listed.status).toBe(200);
    expect(listed.body.envelopes).toEqual([
      {
        header: envelopeHeader,
        items: [{ header: { type: 'event' }, payload: event }],
        projectId: '1',
        publicKey: 'public',
        scope: 'page-a',
        receivedAt: 1_700_000_000_000,
      },
    ]);
    expect((await read(api.url, '?scope=page-b')).body.envelopes).toEqual([]);
  });

  it('accepts the envelope content type and bytes without one', async () => {
    const typed = await post(api.url, ERROR_ENVELOPE, { contentType: 'application/x-sentry-envelope', scope: 'b' });
    expect(typed.status).toBe(204);
    const bytes = await post(api.url, new Blob([new TextEncoder().encode(ERROR_ENVELOPE)]), { scope: 'b' });
    expect(bytes.status).toBe(204);
    expect((await read(api.url, '?scope=b')).body.envelopes).toHaveLength(2);
  });

  it('refuses other content types, project ids that are not numbers and malformed envelopes', async () => {
    expect((await post(api.url, ERROR_ENVELOPE, { contentType: 'application/json', scope: 'c' })).status).toBe(415);
    expect((await post(api.url, ERROR_ENVELOPE, { contentType: 'text/plain', project: 'x', scope: 'c' })).status).toBe(
      404,
    );
    const malformed = await post(api.url, 'not an envelope', { contentType: 'text/plain', scope: 'c' });
    expect(malformed.status).toBe(400);
    expect((await read(api.url, '?scope=c')).body.envelopes).toEqual([]);
  });

  it('lists and forgets envelopes only for callers with the test secret', async () => {
    await post(api.url, ERROR_ENVELOPE, { contentType: 'text/plain', scope: 'd' });
    expect((await read(api.url, '', null)).status).toBe(403);
    expect((await read(api.url, '', 'guess')).status).toBe(403);
    const fromConsole = await call(api.url, 'GET', RECORDED_ENVELOPES_PATH, undefined, undefined, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(fromConsole.status).toBe(403);

    const cleared = await call(api.url, 'DELETE', `${RECORDED_ENVELOPES_PATH}?scope=d`, undefined, undefined, {
      headers: { 'x-beacon-fault-secret': FAULT_TEST_SECRET },
    });
    expect(cleared.status).toBe(204);
    expect((await read(api.url, '?scope=d')).body.envelopes).toEqual([]);
    expect((await read(api.url, '?scope=page-a')).body.envelopes).toHaveLength(1);
  });
});

describe('error ingest stand-in without a read secret (platform-sim started without fault injection)', () => {
  const api = useTestApi({ services: [createErrorIngest()] }, { seed: false });

  it('records envelopes but serves no list of them', async () => {
    expect((await post(api.url, ERROR_ENVELOPE, { contentType: 'text/plain' })).status).toBe(204);
    expect((await read(api.url)).status).toBe(404);
  });
});
