import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import type { Account, AccountLevel } from '../api/contract/index.ts';
import { rootReducer, type RootState } from '../api/store.ts';

export interface SessionUser {
  id: string;
  email: string;
}

/** admin-and-hotspots.md §3 "Session store", plus the cached admin check. Browser-only state. */
export interface SessionState {
  /** The spin flag: a full-page spinner while the session or an account switch loads. */
  spin: boolean;
  accountId: string | null;
  accountName: string | null;
  accountLevel: AccountLevel | null;
  accounts: Account[];
  modelsEnabled: boolean;
  gwEnabled: boolean;
  globalForwardersEnabled: boolean;
  user: SessionUser | null;
  /** Where to go after sign-in or account creation, with its query parameters. */
  redirectPath: string | null;
  redirectParams: Record<string, string>;
  /** True until the first account list has loaded after sign-in. */
  initialLoad: boolean;
  /** The admin check's cached answer; `null` until it has been decided. */
  isAdmin: boolean | null;
}

/** Account data: cleared by `resetSession` and replaced when an account is selected. */
const NO_ACCOUNT = {
  accountId: null,
  accountName: null,
  accountLevel: null,
  accounts: [],
  modelsEnabled: false,
  gwEnabled: false,
  globalForwardersEnabled: false,
} satisfies Partial<SessionState>;

export const initialSessionState: SessionState = {
  spin: false,
  ...NO_ACCOUNT,
  user: null,
  redirectPath: null,
  redirectParams: {},
  initialLoad: true,
  isAdmin: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    spinSet(state, action: PayloadAction<boolean>) {
      state.spin = action.payload;
    },
    userSet(state, action: PayloadAction<SessionUser | null>) {
      state.user = action.payload;
    },
    accountsLoaded(state, action: PayloadAction<Account[]>) {
      state.accounts = action.payload;
      state.initialLoad = false;
    },
    /** Makes `account` the current one, copying its name, level and feature flags. */
    accountSelected(state, action: PayloadAction<Account>) {
      const account = action.payload;
      state.accountId = account.account_id;
      state.accountName = account.name;
      state.accountLevel = account.user_level;
      state.modelsEnabled = account.models_enabled;
      state.gwEnabled = account.gw_enabled;
      state.globalForwardersEnabled = account.global_forwarders_enabled;
    },
    redirectSet(state, action: PayloadAction<{ path: string; params?: Record<string, string> }>) {
      state.redirectPath = action.payload.path;
      state.redirectParams = action.payload.params ?? {};
    },
    redirectCleared(state) {
      state.redirectPath = null;
      state.redirectParams = {};
    },
    adminChecked(state, action: PayloadAction<boolean>) {
      state.isAdmin = action.payload;
    },
    /** Puts back what `loadSession` restored from browser storage. */
    sessionRestored(state, action: PayloadAction<Partial<SessionState>>) {
      Object.assign(state, action.payload);
    },
    /** Clears the account data (admin-and-hotspots.md §4.6); the user and the admin check stay. */
    resetSession(state) {
      Object.assign(state, NO_ACCOUNT, { spin: false, redirectPath: null, redirectParams: {}, initialLoad: true });
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectAccountLevel: (state) => state.accountLevel,
    selectIsAdmin: (state) => state.isAdmin,
  },
});

/**
 * The slice injected into the one root reducer (`combineSlices(...).withLazyLoadedSlices()`).
 * Its selectors take the root state and fall back to the initial state until the first action
 * after injection.
 */
export const injectedSessionSlice = sessionSlice.injectInto(rootReducer);

export const {
  spinSet,
  userSet,
  accountsLoaded,
  accountSelected,
  redirectSet,
  redirectCleared,
  adminChecked,
  sessionRestored,
  resetSession,
} = sessionSlice.actions;

export const { selectSession, selectAccountLevel, selectIsAdmin } = injectedSessionSlice.selectors;

/** The root state with the lazily injected `session` slice (absent until its first action). */
export type SessionRootState = RootState & Partial<WithSlice<typeof sessionSlice>>;

/** `useAppSelector` for selectors that read the injected session slice. */
export const useSessionSelector = useSelector.withTypes<SessionRootState>();
