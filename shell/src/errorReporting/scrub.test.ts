import { describe, expect, it } from '@rstest/core';
import { EMAIL_PLACEHOLDER, FILTERED, scrub, scrubEvent, scrubText } from './scrub.ts';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl';

describe('scrubText', () => {
  it('replaces email addresses, also URL-encoded', () => {
    expect(scrubText('signed in as owner@example.com')).toBe(`signed in as ${EMAIL_PLACEHOLDER}`);
    expect(scrubText('/members?email=first.last%2Btag%40mail.example.co.uk&x=1')).toBe(
      `/members?email=${EMAIL_PLACEHOLDER}&x=1`,
    );
  });

  it('replaces bearer and basic credentials and bare JSON Web Tokens', () => {
    expect(scrubText(`Authorization: Bearer ${JWT}`)).toBe(`Authorization: Bearer ${FILTERED}`);
    expect(scrubText('basic dXNlcjpwYXNz')).toBe(`basic ${FILTERED}`);
    expect(scrubText(`token ${JWT} expired`)).toBe(`token ${FILTERED} expired`);
  });

  it('replaces the sign-in code and tokens in URLs, and keeps the rest', () => {
    expect(scrubText('http://localhost:3000/?code=abc123&state=xyz&page=2')).toBe(
      `http://localhost:3000/?code=${FILTERED}&state=${FILTERED}&page=2`,
    );
    expect(scrubText('https://h/cb#access_token=t0k&token_type=Bearer')).toBe(
      `https://h/cb#access_token=${FILTERED}&token_type=Bearer`,
    );
  });

  it('leaves ordinary text, DSN-like user info without a domain and package names alone', () => {
    for (const text of [
      'mf-networks: module failed (TypeError): networks is not iterable',
      'http://public@localhost:4000/1',
      '@sentry/react@11.12.0',
      'http://localhost:3001/static/js/async/network-list.1a2b.js',
    ]) {
      expect(scrubText(text)).toBe(text);
    }
  });
});

describe('scrub', () => {
  it('filters Authorization and Cookie headers under any casing, deep inside, without changing the input', () => {
    const event = {
      request: { url: 'http://localhost:3000/', headers: { authorization: `Bearer ${JWT}`, 'User-Agent': 'Chrome' } },
      breadcrumbs: [{ data: { headers: { Authorization: 'Bearer x', Cookie: 'sid=1' }, status_code: 200 } }],
      contexts: { auth: { access_token: JWT, refresh_token: 'r', expires_in: 60 } },
    };
    const input = structuredClone(event);
    expect(scrub(event)).toEqual({
      request: { url: 'http://localhost:3000/', headers: { authorization: FILTERED, 'User-Agent': 'Chrome' } },
      breadcrumbs: [{ data: { headers: { Authorization: FILTERED, Cookie: FILTERED }, status_code: 200 } }],
      contexts: { auth: { access_token: FILTERED, refresh_token: FILTERED, expires_in: 60 } },
    });
    expect(event).toEqual(input);
  });

  it('scrubs emails in messages, exception values, keys and breadcrumb arguments', () => {
    const scrubbed = scrub({
      message: 'Invite for a@b.io failed',
      exception: { values: [{ type: 'Error', value: 'No member c@d.example.com' }] },
      extra: { 'e@f.example.org': true },
      breadcrumbs: [
        { category: 'console', data: { arguments: ['user', { email: 'g@h.example' }, new Error('i@j.io')] } },
      ],
    });
    expect(JSON.stringify(scrubbed)).not.toMatch(/@/);
    expect(scrubbed.breadcrumbs[0]?.data.arguments[2]).toBe(`Error: ${EMAIL_PLACEHOLDER}`);
  });

  it('survives cycles and keeps numbers, booleans and null', () => {
    const looped: Record<string, unknown> = { n: 1, ok: true, none: null };
    looped.self = looped;
    expect(scrub(looped)).toEqual({ n: 1, ok: true, none: null, self: '[Circular]' });
  });
});

describe('scrubEvent', () => {
  it('keeps only the id of the user context', () => {
    const event = { user: { id: 'u1', email: 'owner@example.com', ip_address: '10.0.0.1', username: 'owner' } };
    expect(scrubEvent(event).user).toEqual({ id: 'u1' });
    expect(scrubEvent({ user: { email: 'owner@example.com' } }).user).toBeUndefined();
    expect(scrubEvent({ message: 'no user' })).toEqual({ message: 'no user' });
  });
});
