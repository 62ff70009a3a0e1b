import { createApi } from '@reduxjs/toolkit/query/react';
import { platformBaseQuery } from './base-query/configurePlatformApi.ts';

/** Tag types are declared here, once, so a mutation in one remote refreshes another remote's data. */
export const API_TAG_TYPES = [
  'Account',
  'Network',
  'Device',
  'Route',
  'Integration',
  'Hotspot',
  'HotspotGroup',
  'Token',
  'Member',
  'Invite',
  'Tier',
  'AdminAccount',
  'AdminDevice',
] as const;

/**
 * The one RTK Query API for the platform. Remotes add their endpoints with `injectEndpoints`.
 * Its base query (token, 30 s timeout, null-dropping, `ApiError` normalisation) delegates to the
 * one bound by `configurePlatformApi(deps)` at startup.
 */
export const platformApi = createApi({
  reducerPath: 'platformApi',
  baseQuery: platformBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
