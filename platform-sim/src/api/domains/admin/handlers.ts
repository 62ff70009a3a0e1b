import type { Handlers } from '../../router.ts';

export const ADMIN_FEATURES = ['accounts', 'devices', 'hotspots', 'tiers', 'invites'] as const;

export const adminHandlers = {
  getAdminFeatures: () => ({ features: [...ADMIN_FEATURES] }),
} satisfies Handlers;
