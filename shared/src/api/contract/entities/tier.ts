import { z } from 'zod';
import { named } from '../common.ts';
import { FEATURE_CATEGORIES, TIER_NAME_RULE, TIER_PROFILE_NAME_RULE } from '../rules.ts';

export const FeatureValueSchema = z.union([z.boolean(), z.number(), z.string()]);
export type FeatureValue = z.infer<typeof FeatureValueSchema>;

export const TierProfileSchema = named(
  'TierProfile',
  z.object({
    tier_name: z.string(),
    profile_name: z.string().describe('Display name'),
    features: z.record(z.string(), FeatureValueSchema),
  }),
);
export type TierProfile = z.infer<typeof TierProfileSchema>;

export const FeatureDefinitionSchema = named(
  'FeatureDefinition',
  z.object({
    key: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.enum(FEATURE_CATEGORIES),
    feature_type: z.enum(['boolean', 'integer', 'string']),
    default_value: FeatureValueSchema,
    min_value: z.number().int().nullable().optional(),
    max_value: z.number().int().nullable().optional(),
    options: z.array(z.string()).optional().describe('Allowed values of a string feature, e.g. support_tier'),
  }),
);
export type FeatureDefinition = z.infer<typeof FeatureDefinitionSchema>;

export const TierNameSchema = z
  .string({ error: TIER_NAME_RULE.required })
  .trim()
  .min(1, TIER_NAME_RULE.required)
  .max(TIER_NAME_RULE.maxLength.value, TIER_NAME_RULE.maxLength.message)
  .regex(TIER_NAME_RULE.pattern.value, TIER_NAME_RULE.pattern.message);

/** Create or replace a tier profile, keyed by tier_name (which never changes once created). */
export const SaveTierProfileBodySchema = z.object({
  tier_name: TierNameSchema,
  profile_name: z
    .string({ error: TIER_PROFILE_NAME_RULE.required })
    .trim()
    .min(1, TIER_PROFILE_NAME_RULE.required)
    .max(TIER_PROFILE_NAME_RULE.maxLength.value, TIER_PROFILE_NAME_RULE.maxLength.message),
  features: z.record(z.string().min(1), FeatureValueSchema),
});
export type SaveTierProfileBody = z.input<typeof SaveTierProfileBodySchema>;

export const ApplyTierBodySchema = z.object({ tier_name: TierNameSchema });

export const TierProfileListQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  page_size: z.coerce.number().int().positive().max(100).default(50),
  search: z.string().trim().optional(),
});
export const TierProfileListResponseSchema = z.object({
  data: z.array(TierProfileSchema),
  pagination: z.object({
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  }),
});

/** Standard tiers plus the feature catalogue the tier editor needs. */
export const StandardTiersResponseSchema = z.object({
  tiers: z.array(TierProfileSchema),
  feature_definitions: z.array(FeatureDefinitionSchema),
});

/** Checks tier features against the definitions: known keys, types, integer min/max, string options. */
export function tierFeatureErrors(
  features: Readonly<Record<string, FeatureValue>>,
  definitions: readonly FeatureDefinition[],
): string[] {
  const byKey = new Map(definitions.map((d) => [d.key, d]));
  const errors: string[] = [];
  for (const [key, value] of Object.entries(features)) {
    const def = byKey.get(key);
    if (def === undefined) errors.push(`Unknown feature: ${key}`);
    else if (def.feature_type === 'boolean' && typeof value !== 'boolean') errors.push(`${key} must be a boolean`);
    else if (def.feature_type === 'string' && typeof value !== 'string') errors.push(`${key} must be a string`);
    else if (def.feature_type === 'string' && def.options && !def.options.includes(String(value)))
      errors.push(`${key} must be one of ${def.options.join(', ')}`);
    else if (def.feature_type === 'integer') {
      if (typeof value !== 'number' || !Number.isInteger(value)) errors.push(`${key} must be an integer`);
      else if (def.min_value != null && value < def.min_value) errors.push(`${key} must be at least ${def.min_value}`);
      else if (def.max_value != null && value > def.max_value) errors.push(`${key} must be at most ${def.max_value}`);
    }
  }
  return errors;
}
