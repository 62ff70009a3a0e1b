import type { FeatureDefinition } from './entities/tier.ts';
import { SUPPORT_TIER_OPTIONS } from './rules.ts';

/**
 * The platform's tier features (admin-and-hotspots.md §5, §9), in the order the platform lists them:
 * platform-sim seeds them and answers them at `/admin/standard-tiers`, and the console's tier tests
 * render them, so a test never describes a feature the platform does not have. Plain data: no zod.
 */
export const FEATURE_DEFINITIONS: readonly FeatureDefinition[] = [
  {
    key: 'max_devices',
    name: 'Maximum devices',
    description: 'Registered devices per account',
    category: 'limits',
    feature_type: 'integer',
    default_value: 100,
    min_value: 0,
    max_value: 1_000_000,
  },
  {
    key: 'max_networks',
    name: 'Maximum networks',
    description: 'Networks per account',
    category: 'limits',
    feature_type: 'integer',
    default_value: 3,
    min_value: 0,
    max_value: 10_000,
  },
  {
    key: 'max_members',
    name: 'Maximum members',
    description: 'Members per account',
    category: 'limits',
    feature_type: 'integer',
    default_value: 5,
    min_value: 1,
    max_value: 10_000,
  },
  {
    key: 'third_party_gateway_api',
    name: 'Third-party gateway API',
    description: 'Gateways from other vendors may forward traffic',
    category: 'features',
    feature_type: 'boolean',
    default_value: false,
  },
  {
    key: 'global_forwarders',
    name: 'Global forwarders',
    description: 'Forward events across accounts',
    category: 'integrations',
    feature_type: 'boolean',
    default_value: false,
  },
  {
    key: 'analytics_retention_days',
    name: 'Analytics retention',
    description: 'Days of statistics kept',
    category: 'analytics',
    feature_type: 'integer',
    default_value: 7,
    min_value: 1,
    max_value: 3650,
  },
  {
    key: 'support_tier',
    name: 'Support tier',
    description: 'Support level',
    category: 'support',
    feature_type: 'string',
    default_value: 'community',
    options: [...SUPPORT_TIER_OPTIONS],
  },
  {
    key: 'invoiced',
    name: 'Invoiced billing',
    description: 'Billed by invoice instead of card',
    category: 'billing',
    feature_type: 'boolean',
    default_value: false,
  },
];
