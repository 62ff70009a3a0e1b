import { describe, expect, it } from '@rstest/core';
import { problemRule } from './problemRule.ts';

const validate = (rule: ReturnType<typeof problemRule>, value: unknown) => rule.validator?.({}, value, () => undefined);

describe('problemRule', () => {
  const rule = problemRule((value: string) => (value === '' ? 'empty' : value.length > 3 ? 'long' : undefined), {
    empty: 'Required',
    long: 'At most 3 characters',
  });

  it('passes a value without a problem', async () => {
    await expect(validate(rule, 'abc')).resolves.toBeUndefined();
  });

  it('fails with the message of the problem found', async () => {
    await expect(validate(rule, 'abcd')).rejects.toThrow('At most 3 characters');
    await expect(validate(rule, '')).rejects.toThrow('Required');
  });

  it('checks a value that is not text as empty text', async () => {
    await expect(validate(rule, undefined)).rejects.toThrow('Required');
  });
});
