import { adminSearchProvider, registerPalette, type ResultHref } from '@beacon/shared';
import { adminAccountPath, ADMIN_TIERS_PATH } from './components/adminPaths.ts';

/**
 * Where a found account or tier opens: the admin account details, or tier management with that tier
 * open in its editor (`?tier=`, which the tiers page reads).
 */
export const adminResultHref: ResultHref = (result) => {
  if (result.kind === 'account') return adminAccountPath(result.id);
  if (result.kind === 'tier') return `${ADMIN_TIERS_PATH}?tier=${encodeURIComponent(result.id)}`;
  return null;
};

// mf-admin's `./palette` (docs/remote-loading.md "Palette contributions"): accounts and tier profiles,
// for platform staff only (`adminSearchProvider` is allowed when the admin check passed; the server
// answers others 403). No texts of its own: the shell names the kinds.
registerPalette('mf-admin', {
  namespace: 'admin',
  providers: [adminSearchProvider(['account', 'tier'], adminResultHref)],
});
