import { describe, expect, it } from '@rstest/core';
import * as headers from './headers.ts';

describe('header names', () => {
  it('accepts HTTP tokens (RFC 9110 tchar), trimmed', () => {
    for (const name of [
      'x-api-key',
      'X-Api-Key',
      "a!#$%&'*+-.^_`|~9",
      ' x-key ',
      'x'.repeat(headers.MAX_HEADER_NAME_LENGTH),
    ]) {
      expect({ name, problem: headers.headerNameProblem(name) }).toEqual({ name, problem: undefined });
    }
  });

  it('refuses CR, LF and NUL anywhere, even where trimming would remove them', () => {
    for (const name of ['x-a\r\nx-injected', 'x-a\r\n', '\nx-a', 'x-a\0', 'x\rb']) {
      expect({ name, problem: headers.headerNameProblem(name) }).toEqual({ name, problem: 'invalid' });
    }
  });

  it('refuses separators (colon, space, quotes, brackets) and non-ASCII letters', () => {
    for (const name of ['x-a: 1', 'x:a', 'x a', 'x"a', 'x(a)', 'x/a', 'x@a', 'x,a', 'x;a', 'x=a', 'x{a}', 'é']) {
      expect({ name, problem: headers.headerNameProblem(name) }).toEqual({ name, problem: 'invalid' });
    }
  });

  it('requires a name and caps it at 100 characters', () => {
    expect(headers.headerNameProblem('')).toBe('required');
    expect(headers.headerNameProblem('   ')).toBe('required');
    expect(headers.headerNameProblem('x'.repeat(headers.MAX_HEADER_NAME_LENGTH + 1))).toBe('too-long');
  });

  it('names the allowed symbols in its message', () => {
    expect(headers.HEADER_NAME_MESSAGE).toBe("Valid header name required: letters, digits and !#$%&'*+-.^_`|~ only");
    expect(headers.HEADER_NAME_PATTERN.test("!#$%&'*+-.^_`|~")).toBe(true);
  });
});

describe('header values', () => {
  it('refuses CR, LF and NUL and caps the length at 1000', () => {
    expect(headers.headerValueProblem('')).toBeUndefined();
    expect(headers.headerValueProblem('Bearer abc; q="1", tab\there')).toBeUndefined();
    expect(headers.headerValueProblem('v'.repeat(headers.MAX_HEADER_VALUE_LENGTH))).toBeUndefined();
    expect(headers.headerValueProblem('v'.repeat(headers.MAX_HEADER_VALUE_LENGTH + 1))).toBe('too-long');
    for (const value of ['a\r\nx-injected: 1', 'a\n', '\ra', 'a\0b']) {
      expect({ value, problem: headers.headerValueProblem(value) }).toEqual({ value, problem: 'invalid' });
    }
  });
});

describe('header name comparisons ignore case', () => {
  it('finds case variants as duplicates', () => {
    expect(headers.hasDuplicateHeaderNames(['X-Key', 'x-key'])).toBe(true);
    expect(headers.hasDuplicateHeaderNames(['x-beacon-integration-config-id', 'X-Beacon-Integration-Config-Id'])).toBe(
      true,
    );
    expect(headers.hasDuplicateHeaderNames(['x-a', 'x-b', 'x-c'])).toBe(false);
  });

  it('counts the integration header once as not custom, whatever its case', () => {
    expect(headers.isIntegrationHeader('X-BEACON-INTEGRATION-CONFIG-ID')).toBe(true);
    expect(headers.customHeaderCount(['X-Beacon-Integration-Config-Id', 'a', 'b', 'c'])).toBe(3);
    expect(headers.customHeaderCount(['a', 'b', 'c', 'd'])).toBe(4);
  });
});
