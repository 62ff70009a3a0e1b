import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

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
] as const;

/**
 * The one RTK Query API for the platform. Remotes add their endpoints with `injectEndpoints`.
 * The authenticated base query (token, 30 s timeout, error normalisation) replaces this plain
 * one with sign-in.
 */
export const platformApi = createApi({
  reducerPath: 'platformApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
