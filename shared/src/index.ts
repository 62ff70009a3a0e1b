export { ConsoleConfigContext, createConsoleConfig, useConsoleConfig } from './config/consoleConfig.ts';
export type { ConsoleConfig, ConsoleLinks } from './config/consoleConfig.ts';
export { currentLanguage, initI18n, registerTranslations, setLanguage, useLanguage } from './i18n/i18n.ts';
export type { Translations } from './i18n/i18n.ts';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  detectLanguage,
} from './i18n/language.ts';
export type { Language } from './i18n/language.ts';
export {
  initRemoteLoading,
  lazyRemote,
  loadRemoteModule,
  reportRemoteFailure,
  retryRemote,
} from './remote-loading/loader.ts';
export type { RemoteDefinition } from './remote-loading/loader.ts';
export { reportError, setErrorReporter } from './errorReporting/errorReporter.ts';
export type { ErrorReportContext, ErrorReporter } from './errorReporting/errorReporter.ts';
export { RemoteBoundary } from './remote-loading/RemoteBoundary.tsx';
export { RemoteComponent } from './remote-loading/RemoteComponent.tsx';
export { RemoteLoadError, isLoadFailure, scriptName, toRemoteLoadError } from './remote-loading/RemoteLoadError.ts';
export type { RemoteLifecycle } from './remote-loading/RemoteLoadError.ts';
export { remoteStatusStore } from './remote-loading/remoteStatus.ts';
export type { RemoteState, RemoteStatus } from './remote-loading/remoteStatus.ts';
export { retryableLazy } from './remote-loading/retryableLazy.ts';
export { LOAD_TIMEOUT_MS, LOOPBACK_ORIGINS, federationName } from './remote-loading/constants.ts';
export { NotFoundPage } from './ui/NotFoundPage.tsx';
export { formatPageTitle, usePageTitle } from './ui/usePageTitle.ts';
export type { RemoteAppProps } from './remote-loading/remoteApp.ts';
export { sharedLibraryReport } from './remote-loading/sharedReport.ts';
export type { SharedLibraryReport } from './remote-loading/sharedReport.ts';
export { platformApi, API_TAG_TYPES } from './api/platformApi.ts';
export { createConsoleStore, rootReducer, useAppDispatch, useAppSelector } from './api/store.ts';
export type { AppDispatch, ConsoleStore, RootState } from './api/store.ts';
export { RemoteErrorPanel } from './remote-loading/RemoteErrorPanel.tsx';
export { LoadingPlaceholder } from './remote-loading/LoadingPlaceholder.tsx';
export * from './api/base-query/index.ts';
// The contract's zod-free parts: its path table and its rules for typed-in text (the schemas stay in
// `@beacon/shared/contract`, for types only in remotes).
export { buildPath, ENDPOINT_PATHS, pathParamNames } from './api/contract/paths.ts';
export type { EndpointPath } from './api/contract/paths.ts';
export * from './api/contract/rules.ts';
export * from './session/index.ts';
export * from './theme/index.ts';
export * from './devices/deviceId.ts';
export { isHttpUrl } from './validation/url.ts';
export * from './validation/headers.ts';
export * from './validation/limits.ts';
export {
  bindNotificationHost,
  consoleNotifications,
  notificationHostDemand,
  requestNotificationHost,
} from './notifications/consoleNotifications.ts';
export type { ConsoleToast, ConsoleToastKind, NotificationHost } from './notifications/consoleNotifications.ts';
