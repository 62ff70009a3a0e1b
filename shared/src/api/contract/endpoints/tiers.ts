import { NoContent } from '../common.ts';
import {
  SaveTierProfileBodySchema,
  StandardTiersResponseSchema,
  TierProfileListQuerySchema,
  TierProfileListResponseSchema,
  TierProfileSchema,
} from '../entities/tier.ts';
import { endpoint } from '../endpoint.ts';
import { NoParams, TierParams } from './params.ts';

const tag = 'Platform admin: tiers';
const permission = 'platformAdmin';

export const listTierProfiles = endpoint({
  method: 'GET',
  path: '/admin/tier-profiles',
  params: NoParams,
  query: TierProfileListQuerySchema,
  response: TierProfileListResponseSchema,
  status: 200,
  permission,
  summary: 'Tier profiles, page-numbered; search matches tier_name or profile_name',
  tag,
});

export const getTierProfile = endpoint({
  method: 'GET',
  path: '/admin/tier-profiles/{tier}',
  params: TierParams,
  response: TierProfileSchema,
  status: 200,
  permission,
  summary: 'One tier profile (404: tier not found)',
  tag,
});

export const saveTierProfile = endpoint({
  method: 'POST',
  path: '/admin/tier-profiles',
  params: NoParams,
  body: SaveTierProfileBodySchema,
  response: TierProfileSchema,
  status: 200,
  permission,
  summary: 'Create or replace a tier profile {tier_name, profile_name, features}',
  description: 'Keyed by tier_name. Features are checked against the feature definitions (types, min/max, options).',
  tag,
});

export const deleteTierProfile = endpoint({
  method: 'DELETE',
  path: '/admin/tier-profiles/{tier}',
  params: TierParams,
  response: NoContent,
  status: 204,
  permission,
  summary: 'Delete a custom tier (standard tiers free, pro, enterprise: 409; assigned tiers: 409)',
  tag,
});

export const listStandardTiers = endpoint({
  method: 'GET',
  path: '/admin/standard-tiers',
  params: NoParams,
  response: StandardTiersResponseSchema,
  status: 200,
  permission,
  summary: 'The standard tiers and the feature definitions',
  tag,
});
