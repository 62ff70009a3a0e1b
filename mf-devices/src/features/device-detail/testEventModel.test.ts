import { describe, expect, it } from '@rstest/core';
import * as testEvent from './testEventModel.ts';

describe('payloadProblem', () => {
  it('accepts no payload, and hex digits in either case two per byte', () => {
    for (const payload of ['', '00', 'DEADbeef', '0123456789abcdefABCDEF'])
      expect(testEvent.payloadProblem(payload)).toBeUndefined();
  });

  it('accepts exactly 204800 hex characters and refuses 204801 and 204802 as too large', () => {
    expect(testEvent.payloadProblem('ab'.repeat(102_400))).toBeUndefined();
    expect(testEvent.payloadProblem('a'.repeat(204_801))).toBe('too-large');
    expect(testEvent.payloadProblem('ab'.repeat(102_401))).toBe('too-large');
  });

  it('refuses anything but hex digits, even spaces and a 0x prefix', () => {
    for (const payload of ['zz', '0x00', 'ab cd', 'ab\n', 'é0'])
      expect(testEvent.payloadProblem(payload)).toBe('not-hex');
  });

  it('refuses an odd number of hex digits', () => {
    expect(testEvent.payloadProblem('abc')).toBe('odd-length');
  });
});

describe('payloadCount', () => {
  it('counts the characters typed against the 204800 cap', () => {
    expect(testEvent.payloadCount('')).toEqual({ count: 0, max: 204_800, over: false });
    expect(testEvent.payloadCount('a'.repeat(204_800))).toEqual({ count: 204_800, max: 204_800, over: false });
    expect(testEvent.payloadCount('a'.repeat(204_802))).toEqual({ count: 204_802, max: 204_800, over: true });
  });
});

describe('deviceMessageEventType', () => {
  it('is device.message.{namespace}.{method}, trimmed', () => {
    expect(testEvent.deviceMessageEventType('test', 'data')).toBe('device.message.test.data');
    expect(testEvent.deviceMessageEventType(' sensor:v2 ', 'temp_1 ')).toBe('device.message.sensor:v2.temp_1');
  });
});

describe('EVENT_TYPE_PART_RULE', () => {
  it('allows letters, digits, _, - and : only, at most 100 characters', () => {
    const { pattern, maxLength } = testEvent.EVENT_TYPE_PART_RULE;
    for (const part of ['test', 'a_b-c:d', 'X9']) expect(pattern.value.test(part)).toBe(true);
    for (const part of ['a.b', 'a b', 'a*', '']) expect(pattern.value.test(part)).toBe(false);
    expect(maxLength.value).toBe(100);
  });
});

describe('deviceMessageBody', () => {
  it('sends the defaults as namespace test and method data, without empty fields', () => {
    expect(testEvent.deviceMessageBody(testEvent.DEVICE_MESSAGE_DEFAULTS)).toEqual({
      namespace: 'test',
      method: 'data',
    });
  });

  it('trims the names and the content type, and keeps the payload and the text as typed', () => {
    expect(
      testEvent.deviceMessageBody({
        namespace: ' sensor ',
        method: ' temp ',
        payload: 'CAFE',
        text: ' hello ',
        contentType: ' application/json ',
      }),
    ).toEqual({
      namespace: 'sensor',
      method: 'temp',
      payload: 'CAFE',
      text: ' hello ',
      request_content_type: 'application/json',
    });
  });
});

describe('testEventFailureMessage', () => {
  const fallback = 'Failed to send test event';

  it("shows the server's message", () => {
    expect(testEvent.testEventFailureMessage({ status: 404, message: 'Device not found' }, fallback)).toBe(
      'Device not found',
    );
  });

  it('falls back when the server said nothing, or no answer came', () => {
    expect(
      testEvent.testEventFailureMessage({ status: 502, message: 'Request failed with status 502' }, fallback),
    ).toBe(fallback);
    expect(
      testEvent.testEventFailureMessage(
        { status: 'FETCH_ERROR', message: 'The platform could not be reached.' },
        fallback,
      ),
    ).toBe(fallback);
  });
});
