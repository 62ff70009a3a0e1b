import { FEATURE_CATEGORIES, SUPPORT_TIER_OPTIONS } from '@beacon/shared';
import type { FeatureDefinition, TierProfile } from '@beacon/shared/contract';

export type FeatureValue = TierProfile['features'][string];
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];
/** The features as the editor holds them: a cleared number or text is undefined (left out when saved). */
export type FeatureValues = Record<string, FeatureValue | undefined | null>;

/** Why a feature's value is refused (the editor words it; see `useFeatureProblemText`). */
export type FeatureProblem =
  | { kind: 'not-boolean' }
  | { kind: 'not-integer' }
  | { kind: 'range'; min: number | null; max: number | null }
  | { kind: 'not-text' }
  | { kind: 'not-option'; options: readonly string[] };

/** The definitions by category, in the order limits, features, integrations, analytics, support, billing (§9). */
export function groupByCategory(
  definitions: readonly FeatureDefinition[],
): Array<{ category: FeatureCategory; definitions: FeatureDefinition[] }> {
  return FEATURE_CATEGORIES.map((category) => ({
    category,
    definitions: definitions.filter((definition) => definition.category === category),
  })).filter((group) => group.definitions.length > 0);
}

/** The choices of a text feature: support_tier's four (§5), a definition's own options, or none (free text). */
export function featureOptions(definition: FeatureDefinition): readonly string[] | undefined {
  if (definition.key === 'support_tier') return SUPPORT_TIER_OPTIONS;
  return definition.options && definition.options.length > 0 ? definition.options : undefined;
}

/** What is wrong with `value` for `definition`; undefined when it is fine or not set. */
export function featureProblem(definition: FeatureDefinition, value: unknown): FeatureProblem | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  switch (definition.feature_type) {
    case 'boolean':
      return typeof value === 'boolean' ? undefined : { kind: 'not-boolean' };
    case 'integer': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return { kind: 'not-integer' };
      const min = definition.min_value ?? null;
      const max = definition.max_value ?? null;
      return (min !== null && value < min) || (max !== null && value > max) ? { kind: 'range', min, max } : undefined;
    }
    case 'string': {
      if (typeof value !== 'string') return { kind: 'not-text' };
      const options = featureOptions(definition);
      return options && !options.includes(value) ? { kind: 'not-option', options } : undefined;
    }
  }
}

/**
 * The values the editor starts with: the tier's own, a definition's default for a feature the tier
 * does not set (a new tier gets every default), and any other key the tier has.
 */
export function initialFeatures(
  features: Readonly<Record<string, FeatureValue>> | undefined,
  definitions: readonly FeatureDefinition[],
): FeatureValues {
  const values: FeatureValues = { ...features };
  for (const definition of definitions) values[definition.key] ??= definition.default_value;
  return values;
}

/** The features to save: the values that are set (a cleared number or text is left out). */
export function featuresToSave(values: FeatureValues | undefined): Record<string, FeatureValue> {
  const features: Record<string, FeatureValue> = {};
  for (const [key, value] of Object.entries(values ?? {}))
    if (value !== undefined && value !== null && value !== '') features[key] = value;
  return features;
}

export type ParsedFeatures =
  | { ok: true; features: Record<string, FeatureValue> }
  | { ok: false; kind: 'syntax'; line: number; column: number }
  | { ok: false; kind: 'shape' };

/**
 * Where JSON.parse stopped, as line and column from 1: from the engine's message (`line 2 column 5`,
 * or `position 14`), else the end of the text (`Unexpected end of JSON input`). The message itself is
 * the browser's, in its language; the console says it in its own.
 */
export function syntaxErrorPlace(text: string, message: string): { line: number; column: number } {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(message);
  const before = text.slice(0, position ? Number(position[1]) : text.length).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** The raw JSON view's text as features: it must parse, as an object of true/false, numbers and text. */
export function parseFeaturesJson(text: string): ParsedFeatures {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    return { ok: false, kind: 'syntax', ...syntaxErrorPlace(text, cause instanceof Error ? cause.message : '') };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, kind: 'shape' };
  const entries = Object.entries(parsed);
  if (!entries.every(([, v]) => typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string'))
    return { ok: false, kind: 'shape' };
  return { ok: true, features: Object.fromEntries(entries) };
}

/** The features as the raw JSON view shows them. */
export const featuresJson = (values: FeatureValues | undefined) => JSON.stringify(featuresToSave(values), null, 2);
