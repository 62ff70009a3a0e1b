/** issue 26 point 7: every API answer carries nosniff and a Referrer-Policy; /docs cannot be framed. */
import { describe, expect, it } from '@rstest/core';
import { call, useTestApi } from './testSupport.ts';

describe('platform API security headers', () => {
  const t = useTestApi();

  it('sends nosniff and Referrer-Policy on every answer, errors and unknown paths too', async () => {
    const answers = [
      await call(t.url, 'GET', '/health'),
      await call(t.url, 'GET', '/openapi.json'),
      await call(t.url, 'GET', '/v1/accounts'),
      await call(t.url, 'GET', '/nowhere'),
      await call(t.url, 'GET', '/v1/accounts', await t.token('owner')),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('forbids framing the docs page', async () => {
    const docs = await call(t.url, 'GET', '/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('x-frame-options')).toBe('DENY');
    expect(docs.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
