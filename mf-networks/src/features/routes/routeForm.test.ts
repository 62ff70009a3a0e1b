import { describe, expect, it } from '@rstest/core';
import {
  headerKeyProblem,
  isFilterMissing,
  linkableUrl,
  routeFormValues,
  routeFromValues,
  routeUrlProblem,
} from './routeForm.ts';

describe('route form rules', () => {
  it('requires a filter once trimmed', () => {
    expect(isFilterMissing('')).toBe(true);
    expect(isFilterMissing('   ')).toBe(true);
    expect(isFilterMissing(undefined)).toBe(true);
    expect(isFilterMissing(' device.* ')).toBe(false);
  });

  it('requires a trimmed http(s) URL: "URL is required" / "Valid URL required"', () => {
    expect(routeUrlProblem('  ')).toBe('required');
    expect(routeUrlProblem(undefined)).toBe('required');
    expect(routeUrlProblem('example.com/hook')).toBe('invalid');
    expect(routeUrlProblem('ftp://example.com/hook')).toBe('invalid');
    expect(routeUrlProblem('javascript:alert(1)')).toBe('invalid');
    expect(routeUrlProblem('http://')).toBe('invalid');
    expect(routeUrlProblem('  https://example.com/hook  ')).toBeUndefined();
    expect(routeUrlProblem('http://127.0.0.1:8080/x')).toBeUndefined();
  });

  it('refuses the integration header and repeated header names', () => {
    expect(headerKeyProblem('X-Beacon-Integration-Config-Id', ['X-Beacon-Integration-Config-Id'])).toBe('reserved');
    expect(headerKeyProblem('x-key', ['x-key', ' X-KEY ', ''])).toBe('duplicate');
    expect(headerKeyProblem('x-key', ['x-key', 'x-other', ''])).toBeUndefined();
    expect(headerKeyProblem('', ['', ''])).toBeUndefined();
  });
});

describe('routeFromValues', () => {
  it('trims filter and URL and keeps only header rows whose key is filled', () => {
    const route = routeFromValues({
      filter_events: '  device.*  ',
      url: ' https://example.com/hook ',
      headers: [
        { key: ' x-api-key ', value: 'secret' },
        { key: '', value: 'ignored without a key' },
        { key: 'x-empty', value: '' },
      ],
    });
    expect(route).toEqual({
      filter_events: 'device.*',
      url: 'https://example.com/hook',
      headers: { 'x-api-key': 'secret', 'x-empty': '' },
    });
  });

  it('sends no headers when no key is filled', () => {
    expect(routeFromValues({ ...routeFormValues(), filter_events: '*', url: 'https://a.test' })).toEqual({
      filter_events: '*',
      url: 'https://a.test',
    });
  });

  it("keeps an edited route's integration header, which the form never shows", () => {
    const owned = {
      filter_events: 'network.*',
      url: 'https://ops.test',
      order: 2,
      headers: { 'x-api-key': 'k', 'x-beacon-integration-config-id': 'int-1' },
    };
    const values = routeFormValues(owned);
    expect(values.headers).toEqual([
      { key: 'x-api-key', value: 'k' },
      { key: '', value: '' },
      { key: '', value: '' },
    ]);
    expect(routeFromValues({ ...values, filter_events: 'network.device_spotted' }, owned)).toEqual({
      filter_events: 'network.device_spotted',
      url: 'https://ops.test',
      headers: { 'x-api-key': 'k', 'x-beacon-integration-config-id': 'int-1' },
    });
  });
});

describe('linkableUrl', () => {
  it('links only http(s) URLs', () => {
    expect(linkableUrl('https://a.test/x')).toBe('https://a.test/x');
    expect(linkableUrl('javascript:alert(1)')).toBeUndefined();
    expect(linkableUrl('mailto:a@b.test')).toBeUndefined();
  });
});
