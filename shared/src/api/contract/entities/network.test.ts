import { describe, expect, it } from '@rstest/core';
import {
  headerNameProblem,
  headerValueProblem,
  HEADER_NAME_MESSAGE,
  HEADER_NAME_TOO_LONG_MESSAGE,
  HEADER_VALUE_MESSAGE,
  HEADER_VALUE_TOO_LONG_MESSAGE,
} from '../../../validation/headers.ts';
import { ENDPOINTS } from '../endpoints/index.ts';
import {
  DUPLICATE_HEADER_MESSAGE,
  FILTER_TOO_LONG_MESSAGE,
  HeaderNameSchema,
  HEADERS_MESSAGE,
  HeaderValueSchema,
  INTEGRATION_ROUTE_HEADER,
  LandingPageSchema,
  MAX_HEADERS,
  MAX_ROUTE_FILTER_LENGTH,
  MAX_ROUTES_PER_NETWORK,
  MAX_URL_LENGTH,
  RenameNetworkBodySchema,
  RouteInputSchema,
  TOO_MANY_ROUTES_MESSAGE,
  UpdateNetworkBodySchema,
  URL_TOO_LONG_MESSAGE,
} from './network.ts';
import { firstMessage } from '../testSupport.ts';

const ROUTE = { filter_events: 'device.*', url: 'https://hook.test/in' };
/** What platform-sim answers: the first issue of the update body (the union picks the routes shape's). */
const saveRoutes = (routes: unknown[]) => firstMessage(ENDPOINTS.updateNetwork.body.safeParse({ routes }));
const withHeaders = (headers: Record<string, string>) => saveRoutes([{ ...ROUTE, headers }]);

describe('route header names and values', () => {
  it('refuses a name with CR/LF or a colon with the header name message, not zod’s "Invalid key"', () => {
    for (const name of ['x-evil\r\nx-injected', 'x-evil\r\n', 'x-evil\n', 'x-a\0', 'x-evil: 1', 'x:a', 'x a']) {
      expect({ name, message: withHeaders({ [name]: 'v' }) }).toEqual({ name, message: HEADER_NAME_MESSAGE });
    }
    expect(withHeaders({ '  ': 'v' })).toBe('Header name is required');
    expect(withHeaders({ ['x'.repeat(101)]: 'v' })).toBe(HEADER_NAME_TOO_LONG_MESSAGE);
  });

  it('refuses a value with CR, LF or NUL, and a value over 1000 characters', () => {
    for (const value of ['v\r\nx-injected: 1', 'v\n', 'v\0']) {
      expect({ value, message: withHeaders({ 'x-a': value }) }).toEqual({ value, message: HEADER_VALUE_MESSAGE });
    }
    expect(withHeaders({ 'x-a': 'v'.repeat(1000) })).toBeUndefined();
    expect(withHeaders({ 'x-a': 'v'.repeat(1001) })).toBe(HEADER_VALUE_TOO_LONG_MESSAGE);
  });

  it('trims names and keeps valid tokens', () => {
    const parsed = UpdateNetworkBodySchema.parse({ routes: [{ ...ROUTE, headers: { ' X-Api-Key ': 'k' } }] });
    expect(parsed).toEqual({ routes: [{ ...ROUTE, headers: { 'X-Api-Key': 'k' } }] });
  });

  it('agrees with the zod-free checks the console uses', () => {
    const names = [
      'x-a',
      ' x-a ',
      '',
      ' ',
      'x:a',
      'x\r\na',
      'x\n',
      'x'.repeat(100),
      'x'.repeat(101),
      "!#$%&'*+-.^_`|~",
    ];
    for (const name of names) {
      expect({ name, ok: HeaderNameSchema.safeParse(name).success }).toEqual({
        name,
        ok: headerNameProblem(name) === undefined,
      });
    }
    for (const value of ['', 'a b\tc', 'a\rb', 'a\0', 'v'.repeat(1000), 'v'.repeat(1001)]) {
      expect({ value, ok: HeaderValueSchema.safeParse(value).success }).toEqual({
        value,
        ok: headerValueProblem(value) === undefined,
      });
    }
  });
});

describe('route headers: the integration header counts once, whatever its case', () => {
  const custom = { 'x-a': '1', 'x-b': '2', 'x-c': '3' };

  it('allows 3 custom headers plus the integration header in any case', () => {
    expect(withHeaders({ ...custom, [INTEGRATION_ROUTE_HEADER]: 'int-1' })).toBeUndefined();
    expect(withHeaders({ ...custom, 'X-Beacon-Integration-Config-Id': 'int-1' })).toBeUndefined();
  });

  it('refuses two case variants of the integration header (5 headers in all)', () => {
    expect(
      withHeaders({
        ...custom,
        'x-beacon-integration-config-id': 'int-1',
        'X-Beacon-Integration-Config-Id': 'int-2',
      }),
    ).toBe(DUPLICATE_HEADER_MESSAGE);
    expect(withHeaders({ 'x-beacon-integration-config-id': 'a', 'X-BEACON-INTEGRATION-CONFIG-ID': 'b' })).toBe(
      DUPLICATE_HEADER_MESSAGE,
    );
  });

  it('refuses case variants of any custom header, and a fourth custom header', () => {
    expect(withHeaders({ 'X-Key': '1', 'x-key': '2' })).toBe(DUPLICATE_HEADER_MESSAGE);
    expect(withHeaders({ ...custom, 'X-D': '4' })).toBe(HEADERS_MESSAGE);
    expect(withHeaders({ ...custom, 'X-D': '4', [INTEGRATION_ROUTE_HEADER]: 'int-1' })).toBe(HEADERS_MESSAGE);
    expect(HEADERS_MESSAGE).toBe(`At most ${MAX_HEADERS} headers`);
  });
});

describe('route filter, URL and list caps', () => {
  it('caps the filter at 500 characters, after trimming; "Filter is required" unchanged', () => {
    expect(saveRoutes([{ ...ROUTE, filter_events: 'd'.repeat(MAX_ROUTE_FILTER_LENGTH) }])).toBeUndefined();
    expect(saveRoutes([{ ...ROUTE, filter_events: ` ${'d'.repeat(MAX_ROUTE_FILTER_LENGTH)} ` }])).toBeUndefined();
    expect(saveRoutes([{ ...ROUTE, filter_events: 'd'.repeat(MAX_ROUTE_FILTER_LENGTH + 1) }])).toBe(
      FILTER_TOO_LONG_MESSAGE,
    );
    expect(saveRoutes([{ ...ROUTE, filter_events: 'x'.repeat(100_000) }])).toBe(
      'Filter must be at most 500 characters',
    );
    expect(saveRoutes([{ ...ROUTE, filter_events: ' ' }])).toBe('Filter is required');
  });

  it('caps the URL at 2000 characters; "URL is required" and "Valid URL required" unchanged', () => {
    const url = (length: number) => `https://hook.test/${'p'.repeat(length - 'https://hook.test/'.length)}`;
    expect(saveRoutes([{ ...ROUTE, url: url(MAX_URL_LENGTH) }])).toBeUndefined();
    expect(saveRoutes([{ ...ROUTE, url: url(MAX_URL_LENGTH + 1) }])).toBe(URL_TOO_LONG_MESSAGE);
    expect(saveRoutes([{ ...ROUTE, url: url(500_000) }])).toBe('URL must be at most 2000 characters');
    expect(saveRoutes([{ ...ROUTE, url: '' }])).toBe('URL is required');
    expect(saveRoutes([{ ...ROUTE, url: 'ftp://x.test' }])).toBe('Valid URL required');
  });

  it('allows exactly 100 routes per network', () => {
    const routes = (n: number) => Array.from({ length: n }, (_, i) => ({ ...ROUTE, order: i }));
    expect(MAX_ROUTES_PER_NETWORK).toBe(100);
    expect(saveRoutes(routes(100))).toBeUndefined();
    expect(saveRoutes(routes(101))).toBe(TOO_MANY_ROUTES_MESSAGE);
    expect(saveRoutes(routes(5000))).toBe('At most 100 routes per network');
  });

  it('keeps the route input schema usable alone', () => {
    expect(firstMessage(RouteInputSchema.safeParse({ ...ROUTE, filter_events: 'd'.repeat(501) }))).toBe(
      FILTER_TOO_LONG_MESSAGE,
    );
  });
});

describe('landing page', () => {
  it('caps the landing page URL at 2000 characters; empty still clears it', () => {
    const long = `https://x.test/{device_id}/${'p'.repeat(MAX_URL_LENGTH)}`;
    expect(firstMessage(LandingPageSchema.safeParse(long))).toBe(URL_TOO_LONG_MESSAGE);
    expect(firstMessage(RenameNetworkBodySchema.safeParse({ name: 'n', device_landing_page: long }))).toBe(
      URL_TOO_LONG_MESSAGE,
    );
    expect(LandingPageSchema.parse('  ')).toBe('');
    expect(firstMessage(LandingPageSchema.safeParse('not a url'))).toBe('Valid URL required');
  });
});
