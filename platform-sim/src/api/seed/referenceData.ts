/** Fixed reference data of the seed: cities, feature definitions and tier profiles. */
import { CAPITAL_CITIES, type FeatureDefinition, type TierProfile } from '@beacon/shared/contract';

/** Seed locations spread around Europe: the thirty capitals the console's test events use too. */
export const CITIES = CAPITAL_CITIES;

export const FEATURE_DEFINITIONS: FeatureDefinition[] = [
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
    options: ['community', 'standard', 'pro', 'enterprise'],
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

/** The tiers of the first seed: the standard ones and Acme's. */
const FIRST_SEED_TIERS: TierProfile[] = [
  {
    tier_name: 'free',
    profile_name: 'Free',
    features: { max_devices: 100, max_networks: 3, max_members: 5, support_tier: 'community' },
  },
  {
    tier_name: 'pro',
    profile_name: 'Pro',
    features: { max_devices: 10_000, max_networks: 50, max_members: 50, support_tier: 'pro' },
  },
  {
    tier_name: 'enterprise',
    profile_name: 'Enterprise',
    features: {
      max_devices: 1_000_000,
      max_networks: 10_000,
      max_members: 10_000,
      third_party_gateway_api: true,
      global_forwarders: true,
      support_tier: 'enterprise',
      invoiced: true,
    },
  },
  {
    tier_name: 'acme-custom',
    profile_name: 'Acme custom',
    features: { max_devices: 50_000, max_networks: 200, third_party_gateway_api: true, support_tier: 'standard' },
  },
];

/**
 * Custom tiers of the platform-admin seed (issue 16; schema step 5 adds them to an older database): two
 * assigned to filler accounts, one to none.
 */
export const PLATFORM_ADMIN_SEED_TIERS: TierProfile[] = [
  {
    tier_name: 'startup-plus',
    profile_name: 'Startup Plus',
    features: {
      max_devices: 2_500,
      max_networks: 10,
      max_members: 15,
      analytics_retention_days: 30,
      support_tier: 'standard',
    },
  },
  {
    tier_name: 'partner-beta',
    profile_name: 'Partner Beta',
    features: {
      max_devices: 25_000,
      max_networks: 100,
      max_members: 100,
      third_party_gateway_api: true,
      global_forwarders: true,
      support_tier: 'pro',
    },
  },
  {
    tier_name: 'legacy-basic',
    profile_name: 'Legacy Basic',
    features: { max_devices: 50, max_networks: 1, max_members: 3, support_tier: 'community' },
  },
];

/** Every seeded tier, in the order they are inserted. */
export const SEED_TIERS: TierProfile[] = [...FIRST_SEED_TIERS, ...PLATFORM_ADMIN_SEED_TIERS];

/** The seeded custom tier that no account has: the one staff can delete. */
export const DELETABLE_SEED_TIER = 'legacy-basic';
