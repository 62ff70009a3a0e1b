import { describe, expect, it } from '@rstest/core';
import { isHttpUrl } from './url.ts';

describe('isHttpUrl', () => {
  it('allows absolute http and https URLs with a host only', () => {
    expect(isHttpUrl('https://example.com/hook?x=1')).toBe(true);
    expect(isHttpUrl('HTTP://example.com')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x.y',
      '//example.com',
      'example.com',
      'https://',
      'data:text/html,x',
      '',
    ]) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });
});
