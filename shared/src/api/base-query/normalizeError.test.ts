import { describe, expect, it } from '@rstest/core';
import { isLoginRequired, parseRetryAfter } from './normalizeError.ts';

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:10 GMT', now)).toBe(10);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('isLoginRequired', () => {
  it('recognises login_required and consent_required only', () => {
    expect(isLoginRequired({ error: 'login_required' })).toBe(true);
    expect(isLoginRequired({ error: 'consent_required' })).toBe(true);
    expect(isLoginRequired(new Error('Timeout'))).toBe(false);
  });
});
