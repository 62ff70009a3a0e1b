import { describe, expect, it } from '@rstest/core';
import { isApiError, needsErrorToast, toApiError } from './apiError.ts';
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
