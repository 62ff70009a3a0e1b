import { describe, expect, it } from '@rstest/core';
import { parseFeaturesJson, syntaxErrorPlace } from './tierFeatures.ts';

describe('parseFeaturesJson', () => {
  it('says where the text stops being JSON, as line and column (not the engine’s English message)', () => {
    expect(parseFeaturesJson('{\n  "max_devices": 10,\n}')).toEqual({ ok: false, kind: 'syntax', line: 3, column: 1 });
    expect(parseFeaturesJson('{"max_devices": 10')).toEqual({ ok: false, kind: 'syntax', line: 1, column: 19 });
  });

  it('parses an object of true/false, numbers and text, and refuses other shapes', () => {
    expect(parseFeaturesJson('{"max_devices": 10, "api": true}')).toEqual({
      ok: true,
      features: { max_devices: 10, api: true },
    });
    expect(parseFeaturesJson('[1]')).toEqual({ ok: false, kind: 'shape' });
  });
});

describe('syntaxErrorPlace', () => {
  it('reads the line and column an engine names, or counts them from a position, else the end', () => {
    expect(syntaxErrorPlace('{}', 'JSON.parse: expected property name at line 2 column 5 of the JSON data')).toEqual({
      line: 2,
      column: 5,
    });
    expect(syntaxErrorPlace('{\n "a": x}', 'Unexpected token x in JSON at position 8')).toEqual({ line: 2, column: 7 });
    expect(syntaxErrorPlace('{\n "a"', 'Unexpected end of JSON input')).toEqual({ line: 2, column: 5 });
  });
});
