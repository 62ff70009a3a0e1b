import { describe, expect, it } from '@rstest/core';
import { hasServerMessage, isApiError, needsErrorToast, toApiError } from './apiError.ts';
import { httpError } from './normalizeError.ts';
import type { ApiError } from './types.ts';

describe('toApiError', () => {
  it('passes the base query’s failures through unchanged', () => {
    const failures: ApiError[] = [
      { status: 500, message: 'Database unavailable' },
      { status: 429, message: 'Slow down', retryAfterSeconds: 7 },
      { status: 'FETCH_ERROR', message: 'The platform could not be reached.' },
      { status: 'TIMEOUT_ERROR', message: 'Request timed out after 30 s' },
    ];
    for (const failure of failures) expect(toApiError(failure)).toBe(failure);
  });

  it('makes a client-side failure of a SerializedError or a thrown value, keeping its message', () => {
    expect(toApiError({ name: 'TypeError', message: 'x is undefined' })).toEqual({
      status: 'PARSE_ERROR',
      message: 'x is undefined',
    });
    expect(toApiError(new Error('Boom'))).toEqual({ status: 'PARSE_ERROR', message: 'Boom' });
    expect(toApiError('Aborted')).toEqual({ status: 'PARSE_ERROR', message: 'Aborted' });
  });

  it('says "Unknown error" when the failure carries no message', () => {
    for (const cause of [undefined, null, 42, {}, { message: 3 }, { status: 'CUSTOM_ERROR' }, { message: '' }]) {
      expect(toApiError(cause)).toEqual({ status: 'PARSE_ERROR', message: 'Unknown error' });
    }
  });

  it('does not take a look-alike for an ApiError', () => {
    expect(isApiError({ status: '500', message: 'x' })).toBe(false);
    expect(isApiError({ status: 500 })).toBe(false);
    expect(isApiError({ status: 404, message: 'Not found' })).toBe(true);
  });
});

describe('needsErrorToast', () => {
  it('leaves out 401 (signed out) and 429 (the rate-limit toast), not other failures', () => {
    expect(needsErrorToast({ status: 401, message: 'Unauthorized' })).toBe(false);
    expect(needsErrorToast({ status: 429, message: 'Too many requests' })).toBe(false);
    for (const status of [400, 403, 404, 409, 500, 'FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSE_ERROR'] as const) {
      expect(needsErrorToast({ status, message: 'x' })).toBe(true);
    }
  });
});

describe('hasServerMessage', () => {
  it("is true for the server's detail, error or message, or a short text body", () => {
    for (const body of [
      { detail: 'Device not found' },
      { error: 'nope' },
      { message: 'Internal server error' },
      'Bad gateway',
    ]) {
      expect(hasServerMessage(httpError(502, body, null))).toBe(true);
    }
  });

  it('is false for the generic text of a bare status, and for failures before an answer', () => {
    for (const body of [null, '', {}, { detail: '  ' }, '<html>oops</html>']) {
      expect(hasServerMessage(httpError(500, body, null))).toBe(false);
    }
    expect(hasServerMessage({ status: 'FETCH_ERROR', message: 'The platform could not be reached.' })).toBe(false);
    expect(hasServerMessage({ status: 'TIMEOUT_ERROR', message: 'Request timed out after 30 s' })).toBe(false);
  });
});
