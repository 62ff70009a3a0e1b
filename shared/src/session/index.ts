export {
  ADMIN_CHECK_TIMEOUT_NAVBAR_MS,
  ADMIN_CHECK_TIMEOUT_ROUTER_MS,
  checkAdmin,
  checkAdminOutcome,
  ensureAdminChecked,
} from './checkAdmin.ts';
export type { AdminCheckOutcome, FetchAdminFeatures } from './checkAdmin.ts';
export {
  CREATE_ACCOUNT_PATH,
  HOME_PATH,
  SELECT_ACCOUNT_PARAM,
  ZERO_ACCOUNT_PAGES,
  accountSwitchEffect,
  zeroAccountsRedirect,
} from './navigation.ts';
export type { AccountSwitch, AccountSwitchEffect } from './navigation.ts';
export { INSUFFICIENT_PERMISSIONS_HINT, MANAGE_MAX_LEVEL, PERMISSIONS, can } from './permissions.ts';
export type { Permission } from './permissions.ts';
export {
  CONSOLE_STORAGE_PREFIX,
  SESSION_STORAGE_KEY,
  SESSION_TTL_MS,
  clearConsoleStorage,
  loadSession,
  saveSession,
} from './persistence.ts';
export type { PersistedSession, SessionStorage } from './persistence.ts';
export { selectAccount } from './selectAccount.ts';
export type { AccountPreference } from './selectAccount.ts';
export {
  accountSelected,
  accountsLoaded,
  adminChecked,
  initialSessionState,
  injectedSessionSlice,
  redirectCleared,
  redirectSet,
  resetSession,
  selectAccountLevel,
  selectIsAdmin,
  selectSession,
  sessionRestored,
  sessionSlice,
  spinSet,
  useSessionSelector,
  userSet,
} from './sessionSlice.ts';
export type { SessionRootState, SessionState, SessionUser } from './sessionSlice.ts';
export { useCan, useInsufficientPermissionsHint } from './useCan.ts';
export { useSession } from './useSession.ts';
export { PASSWORD_DATABASE_PREFIX, ShellActionsContext, useShellActions } from './shellActions.ts';
export type { ShellActions } from './shellActions.ts';
