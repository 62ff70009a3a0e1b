import type { FormRule } from 'antd';
import type { Problem } from './integrationForm.ts';

/**
 * An antd rule from a pure check: `required` is shown for a missing value, `invalid` (or `required`)
 * for a wrong one.
 */
export function fieldRule(check: (value: unknown) => Problem, required: string, invalid?: string): FormRule {
  return {
    validator: (_rule, value) => {
      const problem = check(value);
      if (problem === 'required') return Promise.reject(new Error(required));
      if (problem === 'invalid') return Promise.reject(new Error(invalid ?? required));
      return Promise.resolve();
    },
  };
}
