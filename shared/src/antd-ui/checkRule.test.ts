import { describe, expect, it } from '@rstest/core';
import type { RuleObject } from 'antd/es/form';
import { checkRule } from './checkRule.ts';

const validate = (rule: ReturnType<typeof checkRule>, value: unknown) =>
  (rule as RuleObject).validator?.({}, value, () => undefined);

describe('checkRule', () => {
  const startsWithGlobal = checkRule((value) =>
    value.startsWith('global:') ? undefined : "Must begin with 'global:'",
  );

  it('passes a value the check finds nothing wrong with', async () => {
    await expect(validate(startsWithGlobal, 'global:fleet')).resolves.toBeUndefined();
  });

  it('fails with the check’s message', async () => {
    await expect(validate(startsWithGlobal, 'fleet')).rejects.toThrow("Must begin with 'global:'");
  });

  it('checks a value that is not text as empty text', async () => {
    const seen: string[] = [];
    const rule = checkRule((value) => {
      seen.push(value);
      return undefined;
    });
    await validate(rule, undefined);
    await validate(rule, 42);
    expect(seen).toEqual(['', '']);
  });
});
