/**
 * Oversized requests get a 4xx with the API's JSON error body, never a bare answer from the HTTP parser
 * (issue 26 point 8): a URL over 8 KB gets 414, headers over 16 KB in all get 431, and anything past what
 * the parser reads at all gets 431 with the same body.
 */
import { request } from 'node:http';
import { describe, expect, it } from '@rstest/core';
import { MAX_HEADER_BYTES, MAX_URL_BYTES } from './requestLimits.ts';
import { ACME, call, useTestApi } from './testSupport.ts';

/** A raw GET (fetch refuses some of these sizes itself): status, content type and body. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('oversized requests', () => {
  const api = useTestApi();

  it('answers a 50 KB query with 414 and a JSON body', async () => {
    const answer = await rawGet(`${api.url}/v1/accounts/${ACME}/networks?q=${'a'.repeat(50_000)}`);
    expect(answer.status).toBe(414);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({ message: `Request URL too long (at most ${MAX_URL_BYTES} bytes)` });
  });

  it('answers 20 KB of headers with 431 and a JSON body', async () => {
    const answer = await rawGet(`${api.url}/v1/accounts`, { 'x-filler': 'b'.repeat(20_000) });
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({
      message: `Request headers too large (at most ${MAX_HEADER_BYTES} bytes)`,
    });
  });

  it('answers even a 1 MB URL, past what the parser reads, with a JSON 431', async () => {
    const answer = await rawGet(`${api.url}/v1/accounts?q=${'c'.repeat(1_000_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({
      message: `Request headers too large (at most ${MAX_HEADER_BYTES} bytes)`,
    });
  });

  it('still answers an ordinary request', async () => {
    const answer = await call(api.url, 'GET', `/v1/accounts/${ACME}/networks?pagesize=10`, await api.token('owner'));
    expect(answer.status).toBe(200);
  });
});
