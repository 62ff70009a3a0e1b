import {
  SaveTierProfileBodySchema,
  StandardTiersResponseSchema,
  TierProfileListQuerySchema,
  TierProfileListResponseSchema,
  TierProfileSchema,
} from '../entities/tier.ts';
import { endpointGroup } from '../endpoint.ts';
import { NoParams, TierParams } from './params.ts';

const tiers = endpointGroup({ tag: 'Platform admin: tiers', permission: 'platformAdmin' });
const tierProfile = tiers.item('/admin/tier-profiles/{tier}', TierParams, TierProfileSchema);

export const listTierProfiles = tiers.get('/admin/tier-profiles', {
  params: NoParams,
  query: TierProfileListQuerySchema,
  response: TierProfileListResponseSchema,
  summary: 'Tier profiles, page-numbered; search matches tier_name or profile_name',
});

export const getTierProfile = tierProfile.get({ summary: 'One tier profile (404: tier not found)' });

export const saveTierProfile = tiers.post('/admin/tier-profiles', {
  params: NoParams,
  body: SaveTierProfileBodySchema,
  response: TierProfileSchema,
  summary: 'Create or replace a tier profile {tier_name, profile_name, features}',
  description: 'Keyed by tier_name. Features are checked against the feature definitions (types, min/max, options).',
});

export const deleteTierProfile = tierProfile.delete({
  summary: 'Delete a custom tier (standard tiers free, pro, enterprise: 409; assigned tiers: 409)',
});

export const listStandardTiers = tiers.get('/admin/standard-tiers', {
  params: NoParams,
  response: StandardTiersResponseSchema,
  summary: 'The standard tiers and the feature definitions',
});
