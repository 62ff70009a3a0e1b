import { checkRule } from '@beacon/shared/ui';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeatureDefinition } from '@beacon/shared/contract';
import { featureProblem, parseFeaturesJson } from './tierFeatures.ts';
import { useFeatureTexts } from './useFeatureTexts.ts';

/**
 * The raw JSON view's rule: the text must parse as an object of true/false, numbers and text, name
 * only defined features, and keep each within its definition (the same checks as the form view).
 */
export function useFeaturesJsonRule(definitions: readonly FeatureDefinition[]): FormRule {
  const { t } = useTranslation('admin');
  const texts = useFeatureTexts();
  const check = (text: string): string | undefined => {
    const parsed = parseFeaturesJson(text);
    if (!parsed.ok)
      return parsed.kind === 'syntax'
        ? t(
            'tiers.json.syntax',
            'The features are not valid JSON: check line {{line, number}}, column {{column, number}}',
            {
              line: parsed.line,
              column: parsed.column,
            },
          )
        : t('tiers.json.shape', 'The features must be a JSON object whose values are true, false, numbers or text');
    if (definitions.length === 0) return undefined; // no definitions loaded: the server checks
    const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
    for (const [key, value] of Object.entries(parsed.features)) {
      const definition = byKey.get(key);
      if (!definition) return t('tiers.json.unknown', 'Unknown feature: {{key}}', { key });
      const problem = featureProblem(definition, value);
      if (problem) return texts.problemText(definition, problem);
    }
    return undefined;
  };
  return checkRule(check);
}
