import { MAX_HEADER_NAME_LENGTH, MAX_HEADER_VALUE_LENGTH } from '@beacon/shared';
import { describe, expect, it } from '@rstest/core';
import * as headerRows from './headerRows.ts';

describe('header rows', () => {
  it('shows the stored custom headers in 3 rows, never the integration header (whatever its case)', () => {
    expect(headerRows.HEADER_ROW_COUNT).toBe(3);
    expect(headerRows.headerRowsOf()).toEqual([
      { key: '', value: '' },
      { key: '', value: '' },
      { key: '', value: '' },
    ]);
    expect(headerRows.headerRowsOf({ 'X-Beacon-Integration-Config-Id': 'int-1', 'x-api-key': 'k' })).toEqual([
      { key: 'x-api-key', value: 'k' },
      { key: '', value: '' },
      { key: '', value: '' },
    ]);
  });

  it('sends the rows whose name is filled, names trimmed, and nothing when none is', () => {
    const rows = [
      { key: ' x-api-key ', value: 'secret' },
      { key: '', value: 'ignored without a name' },
      { key: 'x-empty', value: '' },
    ];
    expect(headerRows.headersOfRows(rows)).toEqual({ 'x-api-key': 'secret', 'x-empty': '' });
    expect(headerRows.headersOfRows(headerRows.headerRowsOf())).toBeUndefined();
  });
});

describe("header row rules (the platform's)", () => {
  it('refuses names that are not HTTP tokens (a colon, a space, a line break) or over 100 characters', () => {
    for (const key of ['x-a: 1', 'x:a', 'x a', 'x-a\r\nx-b', 'x-a\n']) {
      expect({ key, problem: headerRows.headerKeyProblem(key, [key]) }).toEqual({ key, problem: 'invalid' });
    }
    expect(headerRows.headerKeyProblem('x'.repeat(MAX_HEADER_NAME_LENGTH + 1), [])).toBe('too-long');
    expect(headerRows.headerKeyProblem("x-ok!#$%&'*+.^_`|~", [])).toBeUndefined();
  });

  it('refuses the integration header in any case, and names repeated ignoring case', () => {
    expect(headerRows.headerKeyProblem('X-BEACON-INTEGRATION-CONFIG-ID', [])).toBe('reserved');
    expect(headerRows.headerKeyProblem('x-key', ['x-key', ' X-KEY ', ''])).toBe('duplicate');
    expect(headerRows.headerKeyProblem('x-key', ['x-key', 'x-other', ''])).toBeUndefined();
    expect(headerRows.headerKeyProblem('', ['', ''])).toBeUndefined();
  });

  it('refuses values with CR, LF or NUL, or over 1000 characters', () => {
    expect(headerRows.headerRowValueProblem(undefined)).toBeUndefined();
    expect(headerRows.headerRowValueProblem('Bearer t0k')).toBeUndefined();
    for (const value of ['a\r\nx-b: 1', 'a\n', 'a\0']) expect(headerRows.headerRowValueProblem(value)).toBe('invalid');
    expect(headerRows.headerRowValueProblem('v'.repeat(MAX_HEADER_VALUE_LENGTH + 1))).toBe('too-long');
  });
});
