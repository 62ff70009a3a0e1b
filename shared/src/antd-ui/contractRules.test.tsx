import { describe, expect, it } from '@rstest/core';
import { act, render } from '@testing-library/react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { FormInstance } from 'antd';
import { NETWORK_NAME_RULE, ROUTE_URL_RULE, type TextRule } from '../api/contract/rules.ts';
import { contractRules, type ContractRuleMessages } from './contractRules.ts';

/** A form with one field under the rule; answers the field's first error for each value (null when valid). */
function renderField(rule: TextRule, messages: ContractRuleMessages = {}) {
  let form: FormInstance | undefined;
  function Probe() {
    [form] = Form.useForm();
    return (
      <Form form={form}>
        <Form.Item name="field" label="Field" rules={contractRules(rule, messages)}>
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(<Probe />);
  return async (value: string): Promise<string | null> => {
    form?.setFieldsValue({ field: value });
    try {
      await act(() => form?.validateFields());
      return null;
    } catch (failure) {
      return (failure as { errorFields: Array<{ errors: string[] }> }).errorFields[0]?.errors[0] ?? null;
    }
  };
}

describe('contractRules', () => {
  it('refuses what the contract refuses, with its messages', async () => {
    const errorFor = renderField(ROUTE_URL_RULE);
    expect(await errorFor('   ')).toBe('URL is required');
    expect(await errorFor('ftp://hook.test')).toBe('Valid URL required');
    expect(await errorFor(`https://hook.test/${'p'.repeat(2000)}`)).toBe('URL must be at most 2000 characters');
  });

  it('shows the form’s message for one check, the contract’s for the others', async () => {
    const errorFor = renderField(ROUTE_URL_RULE, { url: 'Eine gültige URL' });
    expect(await errorFor('not a url')).toBe('Eine gültige URL');
    expect(await errorFor('')).toBe('URL is required');
  });

  it('shows one message for every check when given one', async () => {
    const errorFor = renderField(NETWORK_NAME_RULE, 'Valid name required');
    expect(await errorFor(' ')).toBe('Valid name required');
    expect(await errorFor('x'.repeat(31))).toBe('Valid name required');
  });

  it('accepts a valid value (trimmed, as the platform checks it)', async () => {
    const errorFor = renderField(NETWORK_NAME_RULE);
    expect(await errorFor(` ${'x'.repeat(30)} `)).toBeNull();
    expect(await errorFor('x'.repeat(31))).toBe('Valid Network Name required');
  });

  it('needs a translated message for every check a rule states (checked by the compiler)', () => {
    // @ts-expect-error ROUTE_URL_RULE also states `required` and `too-long`: their English texts must not reach a German screen.
    contractRules(ROUTE_URL_RULE, { url: 'Eine gültige URL' });
    expect(contractRules(ROUTE_URL_RULE, { required: 'a', url: 'b', 'too-long': 'c' })).toHaveLength(1);
  });
});
