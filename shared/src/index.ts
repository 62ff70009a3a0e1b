// `@beacon/shared`: the frame's pieces (./frame.ts) and the signed-in ones: the RTK Query API, the store,
// the session, the contract's paths and rules.
export * from './frame.ts';
export { preloadRoutesOnArrival } from './remote-loading/preloadRoutes.ts';
export { routedRemoteApp } from './remote-loading/routedRemoteApp.tsx';
export { platformApi, API_TAG_TYPES } from './api/platformApi.ts';
export { deviceRegistrationApi, useRegisterDeviceMutation } from './api/deviceRegistration.ts';
export type { RegisterDeviceArgs } from './api/deviceRegistration.ts';
export {
  batchImportApi,
  useCreateDevicesBatchMutation,
  useCreateHotspotsBatchMutation,
  useRefreshAfterImport,
} from './api/batchImport.ts';
export type {
  CreateDevicesBatchAnswer,
  CreateDevicesBatchArgs,
  CreateHotspotsBatchAnswer,
  CreateHotspotsBatchArgs,
} from './api/batchImport.ts';
export { createConsoleStore, rootReducer, useAppDispatch, useAppSelector } from './api/store.ts';
export type { AppDispatch, ConsoleStore, RootState } from './api/store.ts';
export * from './api/base-query/index.ts';
// The contract's zod-free parts: its path table and its rules for typed-in text (the schemas stay in
// `@beacon/shared/contract`, for types only in remotes).
export { buildPath, ENDPOINT_PATHS, pathParamNames } from './api/contract/paths.ts';
export type { EndpointPath } from './api/contract/paths.ts';
export * from './api/contract/rules.ts';
export * from './api/contract/hotspotUptime.ts';
export * from './api/contract/searchRanking.ts';
export * from './session/index.ts';
export * from './api/contract/deviceId.ts';
export * from './api/contract/routeKey.ts';
export * from './api/contract/deliveryLog.ts';
export * from './validation/headers.ts';
export * from './validation/limits.ts';
export * from './paging/cursorPaging.ts';
export * from './paging/allPages.ts';
export * from './palette/index.ts';
export { accountParams, silentAccountList, silentItem, silentMutation } from './api/contractEndpoints.ts';
export type { AccountBodyArgs, PlatformTag, SilentMutationOptions } from './api/contractEndpoints.ts';
export { silentList } from './api/contractEndpoints.ts';
export type { SilentCallOptions, SilentListOptions } from './api/contractEndpoints.ts';
export * from './i18n/hotspotText.ts';
export * from './api/contract/hotspotStatus.ts';
export { endKeyChoice } from './ui/menuChoice.ts';
