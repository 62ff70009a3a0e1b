import { Script } from 'node:vm';
import { describe, expect, it } from '@rstest/core';
import { call, useTestApi } from '../api/testSupport.ts';
import { CONSOLE_ORIGIN, preflight } from '../idp/testSupport.ts';
import { createMarketingForms, type FormSubmission } from './marketingForms.ts';

const submission = (fields: Record<string, string>) => ({
  portalId: 'beacon',
  formId: 'request-account',
  fields,
  pageUrl: `${CONSOLE_ORIGIN}/request_account`,
});

const VALID = { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', message: 'Hello' };

describe('marketing-forms stand-in', () => {
  const forms = createMarketingForms(undefined, () => 1_700_000_000_000);
  const api = useTestApi({ allowedOrigins: [CONSOLE_ORIGIN], services: [forms] });

  it('serves an embed script that defines window.BeaconForms and builds the form with DOM APIs only', async () => {
    const res = await call<string>(api.url, 'GET', '/forms/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    const source = res.body;
    expect(() => new Script(source)).not.toThrow();
    expect(source).toContain('window.BeaconForms = { version: 1, create: create }');
    expect(source).toContain('"request-account"');
    expect(source).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });

  it('records a valid submission (trimmed) and lists it, also by email', async () => {
    const posted = await call<{ id: string }>(api.url, 'POST', '/forms/submissions', undefined, {
      ...submission({ ...VALID, name: '  Ada Lovelace ' }),
    });
    expect(posted.status).toBe(201);
    expect(posted.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await call<{ submissions: FormSubmission[] }>(
      api.url,
      'GET',
      '/forms/submissions?email=ada%40example.com',
    );
    expect(listed.status).toBe(200);
    expect(listed.body.submissions).toEqual([
      {
        id: posted.body.id,
        portalId: 'beacon',
        formId: 'request-account',
        fields: VALID,
        pageUrl: `${CONSOLE_ORIGIN}/request_account`,
        at: 1_700_000_000_000,
      },
    ]);
    const other = await call<{ submissions: FormSubmission[] }>(api.url, 'GET', '/forms/submissions?email=x%40y.z');
    expect(other.body.submissions).toEqual([]);
  });

  it('rejects an invalid body with 400 {message} and records nothing', async () => {
    const before = forms.submissions().length;
    const cases: [unknown, string][] = [
      [submission({ ...VALID, company: '   ' }), 'Company is required'],
      [submission({ name: 'Ada', email: 'ada@example.com' }), 'Company is required'],
      [submission({ ...VALID, email: 'not-an-email' }), 'Email is not valid'],
      [submission({ ...VALID, phone: '123' }), 'Unknown field: phone'],
      [submission({ ...VALID, name: 'x'.repeat(201) }), 'Name is too long'],
      [{ ...submission(VALID), formId: 'other-form' }, 'Unknown form beacon/other-form'],
      [{ fields: VALID }, 'Invalid submission'],
    ];
    for (const [body, message] of cases) {
      const res = await call(api.url, 'POST', '/forms/submissions', undefined, body);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message } });
    }
    const notJson = await fetch(new URL('/forms/submissions', api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Ada',
    });
    expect(notJson.status).toBe(400);
    expect(forms.submissions()).toHaveLength(before);
  });

  it('lets the console origin post across origins (CORS preflight) and answers 404/405 elsewhere', async () => {
    const allowed = await preflight(new URL('/forms/submissions', api.url), 'content-type');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');

    const foreign = await call(api.url, 'POST', '/forms/submissions', undefined, submission(VALID), {
      headers: { origin: 'http://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    expect((await call(api.url, 'GET', '/forms/nope')).status).toBe(404);
    expect((await call(api.url, 'DELETE', '/forms/submissions')).status).toBe(405);
    expect((await call(api.url, 'POST', '/forms/embed.js')).status).toBe(405);
  });
});
