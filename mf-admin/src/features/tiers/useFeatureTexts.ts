import { useTranslation } from 'react-i18next';
import type { FeatureDefinition } from '@beacon/shared/contract';
import type { FeatureCategory, FeatureProblem } from './tierFeatures.ts';

/** The editor's words for a feature category and for what is wrong with a value. */
export function useFeatureTexts() {
  const { t } = useTranslation('admin');

  const categoryName = (category: FeatureCategory): string => {
    switch (category) {
      case 'limits':
        return t('tiers.category.limits', 'Limits');
      case 'features':
        return t('tiers.category.features', 'Features');
      case 'integrations':
        return t('tiers.category.integrations', 'Integrations');
      case 'analytics':
        return t('tiers.category.analytics', 'Analytics');
      case 'support':
        return t('tiers.category.support', 'Support');
      case 'billing':
        return t('tiers.category.billing', 'Billing');
    }
  };

  const problemText = ({ name }: FeatureDefinition, problem: FeatureProblem): string => {
    switch (problem.kind) {
      case 'not-boolean':
        return t('tiers.problem.not-boolean', '{{name}} must be true or false', { name });
      case 'not-integer':
        return t('tiers.problem.not-integer', '{{name}} must be a whole number', { name });
      case 'not-text':
        return t('tiers.problem.not-text', '{{name}} must be text', { name });
      case 'not-option':
        return t('tiers.problem.not-option', '{{name}} must be one of {{options}}', {
          name,
          options: problem.options.join(', '),
        });
      case 'range':
        return rangeText(name, problem.min, problem.max);
    }
  };

  const rangeText = (name: string, min: number | null, max: number | null): string => {
    if (min !== null && max !== null)
      return t('tiers.problem.between', '{{name}} must be between {{min}} and {{max}}', { name, min, max });
    if (min !== null) return t('tiers.problem.at-least', '{{name}} must be at least {{min}}', { name, min });
    return t('tiers.problem.at-most', '{{name}} must be at most {{max}}', { name, max });
  };

  /** "0 to 1000000", "at least 1", or '' without bounds: shown under a number field. */
  const bounds = ({ min_value: min, max_value: max }: FeatureDefinition): string => {
    if (min != null && max != null) return t('tiers.bounds.between', '{{min}} to {{max}}', { min, max });
    if (min != null) return t('tiers.bounds.at-least', 'at least {{min}}', { min });
    if (max != null) return t('tiers.bounds.at-most', 'at most {{max}}', { max });
    return '';
  };

  return { categoryName, problemText, bounds };
}
