import { textRuleMessage, textRuleProblem, type RuleCheck, type TextRule, type TextRuleProblem } from '@beacon/shared';
import type { FormRule } from 'antd';

/** The checks a rule states; for a rule declared `as const`, exactly the ones it has. */
export type RuleChecks<R extends TextRule> =
  | (R extends { required: string } ? 'required' : never)
  | (R extends { minLength: RuleCheck<number> } ? 'too-short' : never)
  | (R extends { maxLength: RuleCheck<number> } ? 'too-long' : never)
  | (R extends { pattern: RuleCheck<RegExp> } ? 'pattern' : never)
  | (R extends { characters: RuleCheck<RegExp> } ? 'characters' : never)
  | (R extends { httpUrl: object } ? 'url' : never);

/**
 * The (translated) messages a form shows, in place of the contract's English ones: one text for every
 * failed check, or one per check. For a rule declared `as const` every check it states needs one, so
 * no untranslated contract message reaches the screen; a rule typed only as `TextRule` falls back to
 * the contract's message for a check without one.
 */
export type ContractRuleMessages<R extends TextRule = TextRule> =
  string | (Record<RuleChecks<R>, string> & Partial<Record<TextRuleProblem, string>>);

/**
 * The antd rules for a field from the contract's rule for it (`NETWORK_NAME_RULE`, `ROUTE_URL_RULE`…
 * from `@beacon/shared`), so a form refuses exactly what the platform refuses. The form adds only the
 * spec's (translated) messages:
 * `rules={contractRules(ROUTE_FILTER_RULE, { required: t('routes.form.filter-required', 'Filter is required') })}`.
 */
export function contractRules<R extends TextRule>(rule: R, messages: ContractRuleMessages<R>): FormRule[] {
  const messageFor = (problem: TextRuleProblem) =>
    (typeof messages === 'string' ? messages : (messages as Partial<Record<TextRuleProblem, string>>)[problem]) ??
    textRuleMessage(rule, problem);
  return [
    {
      validator: (_rule, value: unknown) => {
        const problem = textRuleProblem(rule, value);
        return problem === undefined ? Promise.resolve() : Promise.reject(new Error(messageFor(problem)));
      },
    },
  ];
}
