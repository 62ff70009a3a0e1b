/**
 * Fixed reference data of the seed: cities and tier profiles. The feature definitions it seeds are the
 * contract's (`FEATURE_DEFINITIONS`), which the console's tier tests render too.
 */
import { CAPITAL_CITIES, type TierProfile } from '@beacon/shared/contract';

/** Seed locations spread around Europe: the thirty capitals the console's test events use too. */
export const CITIES = CAPITAL_CITIES;

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
