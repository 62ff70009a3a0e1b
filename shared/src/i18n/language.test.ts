import { describe, expect, it } from '@rstest/core';
import { detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  it('takes the first browser language the console speaks', () => {
    expect(detectLanguage(null, ['de-DE', 'en-US'])).toBe('de');
    expect(detectLanguage(null, ['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(detectLanguage(null, ['en-GB', 'de'])).toBe('en');
    expect(detectLanguage(null, ['fr', 'es'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });

  it('prefers the remembered choice, and ignores one it does not know', () => {
    expect(detectLanguage('en', ['de-DE'])).toBe('en');
    expect(detectLanguage('de', ['en-US'])).toBe('de');
    expect(detectLanguage('fr', ['de-DE'])).toBe('de');
  });
});
