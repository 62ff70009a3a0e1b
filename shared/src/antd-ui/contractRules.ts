import { textRuleMessage, textRuleProblem, type TextRule, type TextRuleProblem } from '@beacon/shared';
import type { FormRule } from 'antd';

/**
 * The messages a form shows, in place of the contract's English ones: one text for every failed
 * check, or one per check (a check without one shows the contract's message).
 */
export type ContractRuleMessages = string | Partial<Record<TextRuleProblem, string>>;

/**
 * The antd rules for a field from the contract's rule for it (`NETWORK_NAME_RULE`, `ROUTE_URL_RULE`…
 * from `@beacon/shared`), so a form refuses exactly what the platform refuses. The form adds only the
 * spec's (translated) messages:
 * `rules={contractRules(ROUTE_FILTER_RULE, { required: t('routes.form.filter-required', 'Filter is required') })}`.
 */
export function contractRules(rule: TextRule, messages?: ContractRuleMessages): FormRule[] {
  const messageFor = (problem: TextRuleProblem) =>
    (typeof messages === 'string' ? messages : messages?.[problem]) ?? textRuleMessage(rule, problem);
  return [
    {
      validator: (_rule, value: unknown) => {
        const problem = textRuleProblem(rule, value);
        return problem === undefined ? Promise.resolve() : Promise.reject(new Error(messageFor(problem)));
      },
    },
  ];
}
