import {
  FILTER_TOO_LONG_MESSAGE,
  HEADER_NAME_MESSAGE,
  HEADER_NAME_SYMBOLS,
  HEADER_NAME_TOO_LONG_MESSAGE,
  HEADER_VALUE_MESSAGE,
  HEADER_VALUE_TOO_LONG_MESSAGE,
  MAX_HEADER_NAME_LENGTH,
  MAX_HEADER_VALUE_LENGTH,
  MAX_ROUTE_FILTER_LENGTH,
  MAX_URL_LENGTH,
  URL_TOO_LONG_MESSAGE,
} from '@beacon/shared';
import { describe, expect, it } from '@rstest/core';
import en from '../../locales/en/networks.json';
import {
  headerKeyProblem,
  headerRowValueProblem,
  isFilterMissing,
  isOverRouteLimit,
  linkableUrl,
  MAX_ROUTE_HEADERS,
  routeFilterProblem,
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

describe('route form rules the platform also applies', () => {
  it('caps the filter at 500 and the URL at 2000 characters, after trimming', () => {
    expect(routeFilterProblem(' ')).toBe('required');
    expect(routeFilterProblem(` ${'d'.repeat(MAX_ROUTE_FILTER_LENGTH)} `)).toBeUndefined();
    expect(routeFilterProblem('d'.repeat(MAX_ROUTE_FILTER_LENGTH + 1))).toBe('too-long');
    const url = (length: number) => `https://a.test/${'p'.repeat(length - 'https://a.test/'.length)}`;
    expect(routeUrlProblem(url(MAX_URL_LENGTH))).toBeUndefined();
    expect(routeUrlProblem(url(MAX_URL_LENGTH + 1))).toBe('too-long');
  });

  it('refuses header names that are not HTTP tokens (a colon, a space, a line break) or over 100 characters', () => {
    for (const key of ['x-a: 1', 'x:a', 'x a', 'x-a\r\nx-b', 'x-a\n']) {
      expect({ key, problem: headerKeyProblem(key, [key]) }).toEqual({ key, problem: 'invalid' });
    }
    expect(headerKeyProblem('x'.repeat(MAX_HEADER_NAME_LENGTH + 1), [])).toBe('too-long');
    expect(headerKeyProblem("x-ok!#$%&'*+.^_`|~", [])).toBeUndefined();
  });

  it('compares header names ignoring case', () => {
    expect(headerKeyProblem('X-Key', ['X-Key', 'x-key', ''])).toBe('duplicate');
    expect(headerKeyProblem('X-BEACON-INTEGRATION-CONFIG-ID', [])).toBe('reserved');
  });

  it('refuses header values with CR, LF or NUL, or over 1000 characters', () => {
    expect(headerRowValueProblem(undefined)).toBeUndefined();
    expect(headerRowValueProblem('Bearer t0k')).toBeUndefined();
    for (const value of ['a\r\nx-b: 1', 'a\n', 'a\0']) expect(headerRowValueProblem(value)).toBe('invalid');
    expect(headerRowValueProblem('v'.repeat(MAX_HEADER_VALUE_LENGTH + 1))).toBe('too-long');
  });

  it('knows the 100 routes per network', () => {
    expect(isOverRouteLimit(Array(100).fill(null))).toBe(false);
    expect(isOverRouteLimit(Array(101).fill(null))).toBe(true);
    expect(MAX_ROUTE_HEADERS).toBe(3);
  });

  it("words its messages as the platform's", () => {
    const form = en.routes.form;
    expect(form['filter-too-long'].replace('{{max}}', String(MAX_ROUTE_FILTER_LENGTH))).toBe(FILTER_TOO_LONG_MESSAGE);
    expect(form['url-too-long'].replace('{{max}}', String(MAX_URL_LENGTH))).toBe(URL_TOO_LONG_MESSAGE);
    for (const messages of [form, en.integrations.webhook]) {
      expect(messages['header-name-invalid'].replace('{{symbols}}', HEADER_NAME_SYMBOLS)).toBe(HEADER_NAME_MESSAGE);
      expect(messages['header-name-too-long'].replace('{{max}}', String(MAX_HEADER_NAME_LENGTH))).toBe(
        HEADER_NAME_TOO_LONG_MESSAGE,
      );
      expect(messages['header-value-invalid']).toBe(HEADER_VALUE_MESSAGE);
      expect(messages['header-value-too-long'].replace('{{max}}', String(MAX_HEADER_VALUE_LENGTH))).toBe(
        HEADER_VALUE_TOO_LONG_MESSAGE,
      );
    }
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
