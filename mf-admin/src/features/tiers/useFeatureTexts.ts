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

  // The platform's features in the user's language (FEATURE_DEFINITIONS' keys); a feature the console
  // does not know keeps the platform's own name and description.
  const names: Partial<Record<string, string>> = {
    max_devices: t('tiers.feature-name.max_devices', 'Maximum devices'),
    max_networks: t('tiers.feature-name.max_networks', 'Maximum networks'),
    max_members: t('tiers.feature-name.max_members', 'Maximum members'),
    third_party_gateway_api: t('tiers.feature-name.third_party_gateway_api', 'Third-party gateway API'),
    global_forwarders: t('tiers.feature-name.global_forwarders', 'Global forwarders'),
    analytics_retention_days: t('tiers.feature-name.analytics_retention_days', 'Analytics retention'),
    support_tier: t('tiers.feature-name.support_tier', 'Support tier'),
    invoiced: t('tiers.feature-name.invoiced', 'Invoiced billing'),
  };
  const descriptions: Partial<Record<string, string>> = {
    max_devices: t('tiers.feature-description.max_devices', 'Registered devices per account'),
    max_networks: t('tiers.feature-description.max_networks', 'Networks per account'),
    max_members: t('tiers.feature-description.max_members', 'Members per account'),
    third_party_gateway_api: t(
      'tiers.feature-description.third_party_gateway_api',
      'Gateways from other vendors may forward traffic',
    ),
    global_forwarders: t('tiers.feature-description.global_forwarders', 'Forward events across accounts'),
    analytics_retention_days: t('tiers.feature-description.analytics_retention_days', 'Days of statistics kept'),
    support_tier: t('tiers.feature-description.support_tier', 'Support level'),
    invoiced: t('tiers.feature-description.invoiced', 'Billed by invoice instead of card'),
  };
  const featureName = (definition: FeatureDefinition): string => names[definition.key] ?? definition.name;
  const featureDescription = (definition: FeatureDefinition): string =>
    descriptions[definition.key] ?? definition.description ?? '';

  const problemText = (definition: FeatureDefinition, problem: FeatureProblem): string => {
    const name = featureName(definition);
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
      return t('tiers.problem.between', '{{name}} must be between {{min, number}} and {{max, number}}', {
        name,
        min,
        max,
      });
    if (min !== null) return t('tiers.problem.at-least', '{{name}} must be at least {{min, number}}', { name, min });
    return t('tiers.problem.at-most', '{{name}} must be at most {{max, number}}', { name, max });
  };

  /** "0 to 1,000,000" ("0 bis 1.000.000"), "at least 1", or '' without bounds: shown under a number field. */
  const bounds = ({ min_value: min, max_value: max }: FeatureDefinition): string => {
    if (min != null && max != null)
      return t('tiers.bounds.between', '{{min, number}} to {{max, number}}', { min, max });
    if (min != null) return t('tiers.bounds.at-least', 'at least {{min, number}}', { min });
    if (max != null) return t('tiers.bounds.at-most', 'at most {{max, number}}', { max });
    return '';
  };

  return { categoryName, featureName, featureDescription, problemText, bounds };
}
