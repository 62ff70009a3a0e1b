import type { FormRule } from 'antd';

/**
 * A form rule from a check of the typed text: `check` answers the message for what is wrong with it,
 * or undefined when it is fine (a value that is not text is checked as '').
 */
export function checkRule(check: (value: string) => string | undefined): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const problem = check(typeof value === 'string' ? value : '');
      return problem === undefined ? Promise.resolve() : Promise.reject(new Error(problem));
    },
  };
}
