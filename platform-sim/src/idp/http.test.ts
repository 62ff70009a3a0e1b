import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from '@rstest/core';
import { readCookie, requestTarget, safeHeaderValue, safeLocation } from './http.ts';

/** Just enough of a request for the helpers that only read `url` and `headers`. */
function fakeRequest(url: string | undefined, headers: IncomingMessage['headers'] = {}): IncomingMessage {
  return Object.assign(Object.create(null) as IncomingMessage, { url, headers });
}

describe('http helpers', () => {
  it('reads the path and query of any request target without throwing', () => {
    expect(requestTarget(fakeRequest('/v2/logout?returnTo=%0d%0a')).query.get('returnTo')).toBe('\r\n');
    expect(requestTarget(fakeRequest('//')).path).toBe('//');
    expect(requestTarget(fakeRequest('//evil/v2/logout')).path).toBe('//evil/v2/logout');
    expect(requestTarget(fakeRequest('/a?%E0%A4%A&%')).query.get('%E0%A4%A')).toBeNull();
    expect(requestTarget(fakeRequest('*')).path).toBe('');
    expect(requestTarget(fakeRequest(undefined)).path).toBe('/');
  });

  it('percent-encodes what a header value may not carry', () => {
    expect(safeHeaderValue('text/plain; charset=utf-8')).toBe('text/plain; charset=utf-8');
    expect(safeHeaderValue('a\r\nSet-Cookie: x')).toBe('a%0D%0ASet-Cookie: x');
    expect(safeHeaderValue('ü€\u0000\u007f')).toBe('%C3%BC%E2%82%AC%00%7F');
    expect(safeHeaderValue('\ud800')).toBe('%EF%BF%BD');
  });

  it('keeps a Location to visible ASCII without backslashes', () => {
    expect(safeLocation('http://localhost:3000/a?b=c#d')).toBe('http://localhost:3000/a?b=c#d');
    expect(safeLocation('http://localhost:3000/\\ ü\r\n')).toBe('http://localhost:3000/%5C%20%C3%BC%0D%0A');
  });

  it('ignores a cookie it cannot decode', () => {
    expect(readCookie(fakeRequest('/', { cookie: 'a=1; _session=%E0%A4%A' }), '_session')).toBeUndefined();
    expect(readCookie(fakeRequest('/', { cookie: 'a=1; _session=abc%3D' }), '_session')).toBe('abc=');
  });
});
