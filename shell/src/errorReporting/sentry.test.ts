import { describe, expect, it } from '@rstest/core';
import type { BrowserOptions, ErrorEvent } from '@sentry/react';
import { FILTERED } from './scrub.ts';
import { reportTags, SAMPLE_RATES, sentryOptions, UNKNOWN_BUILD_VERSION } from './sentry.ts';

const options = sentryOptions({ dsn: 'http://public@localhost:4000/1', release: 'abc123' });

describe('sentryOptions', () => {
  it('samples as customer-console.md §9 says, with the replay integration and no personal data', () => {
    expect(SAMPLE_RATES).toEqual({ tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 });
    expect(options).toMatchObject({ ...SAMPLE_RATES, release: 'abc123' });
    expect(options.dataCollection).toMatchObject({ userInfo: false, cookies: false, httpHeaders: false });
    const names = (options.integrations as { name: string }[]).map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['BrowserTracing', 'Replay', 'BrowserApiErrors']));
  });

  it('scrubs every event, span and breadcrumb before it is sent', async () => {
    const event = {
      type: undefined,
      message: 'owner@example.com',
      request: { headers: { Authorization: 'Bearer t0k' } },
      user: { id: 'u1', email: 'owner@example.com' },
    } as unknown as ErrorEvent;
    const sent = await options.beforeSend?.(event, {});
    expect(sent).toMatchObject({
      message: '[email]',
      request: { headers: { Authorization: FILTERED } },
      user: { id: 'u1' },
    });
    expect(JSON.stringify(sent)).not.toContain('owner@example.com');

    type Span = Parameters<NonNullable<BrowserOptions['beforeSendSpan']>>[0];
    const span = { name: 'GET /members?email=owner@example.com', attributes: { 'url.full': { value: '/?code=abc' } } };
    expect(options.beforeSendSpan?.(span as unknown as Span)).toEqual({
      name: 'GET /members?email=[email]',
      attributes: { 'url.full': { value: `/?code=${FILTERED}` } },
    });
    expect(options.beforeBreadcrumb?.({ message: 'Bearer abc' })).toEqual({ message: `Bearer ${FILTERED}` });
  });
});

describe('reportTags', () => {
  it('tags a report with its remote, build version and failed step', () => {
    expect(reportTags({ remote: 'mf-networks', buildVersion: 'abc-dirty', lifecycle: 'module' })).toEqual({
      remote: 'mf-networks',
      build_version: 'abc-dirty',
      lifecycle: 'module',
    });
  });

  it('says the build version is unknown when the manifest never loaded, and tags nothing without a remote', () => {
    expect(reportTags({ remote: 'mf-admin', lifecycle: 'manifest' })).toEqual({
      remote: 'mf-admin',
      build_version: UNKNOWN_BUILD_VERSION,
      lifecycle: 'manifest',
    });
    expect(reportTags({})).toEqual({});
  });
});
