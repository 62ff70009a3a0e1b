import { FILTER_TOO_LONG_MESSAGE, MAX_ROUTE_FILTER_LENGTH, MAX_URL_LENGTH, URL_TOO_LONG_MESSAGE } from '@beacon/shared';
import { describe, expect, it } from '@rstest/core';
import en from '../../locales/en/networks.json';
import { isOverRouteLimit, routeFormValues, routeFromValues } from './routeForm.ts';

describe('route form rules the platform also applies', () => {
  it('knows the 100 routes per network', () => {
    expect(isOverRouteLimit(Array(100).fill(null))).toBe(false);
    expect(isOverRouteLimit(Array(101).fill(null))).toBe(true);
  });

  it("words its messages as the platform's", () => {
    const form = en.routes.form;
    expect(form['filter-too-long'].replace('{{max, number}}', String(MAX_ROUTE_FILTER_LENGTH))).toBe(
      FILTER_TOO_LONG_MESSAGE,
    );
    expect(form['url-too-long'].replace('{{max, number}}', String(MAX_URL_LENGTH))).toBe(URL_TOO_LONG_MESSAGE);
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
