import type { RuleObject } from 'antd/es/form';
import { checkRule } from './checkRule.ts';

/**
 * A form rule from a check that names the problem with the typed text (undefined when it is fine) and
 * the message each problem shows: `problemRule(headerRowValueProblem, { invalid: …, 'too-long': … })`.
 */
export function problemRule<Problem extends string>(
  problemOf: (value: string) => Problem | undefined,
  messages: Readonly<Record<Problem, string>>,
): RuleObject {
  // checkRule's rule is an object rule: typed as one, a rule render (`({ getFieldValue }) => …`) may answer it.
  return checkRule((value) => {
    const problem = problemOf(value);
    return problem === undefined ? undefined : messages[problem];
  }) as RuleObject;
}
