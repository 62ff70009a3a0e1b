/** The console's session rules and state: every export of these modules is public. */
export * from './checkAdmin.ts';
export * from './navigation.ts';
export * from './paths.ts';
export * from './permissions.ts';
export * from './persistence.ts';
export * from './selectAccount.ts';
export * from './sessionSlice.ts';
export * from './useCan.ts';
export * from './useSession.ts';
export * from './shellActions.ts';
