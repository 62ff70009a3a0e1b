// `@beacon/shared/frame`: what the shell's frame needs before anyone signs in (config, i18n, remote
// loading, error reporting, page addresses, theme, notifications), with no Redux and no antd, so a
// visitor's first page loads neither. `@beacon/shared` re-exports all of it: a remote imports
// `@beacon/shared`; only the shell's frame imports this entry. Both are shared singletons, and in the
// shell's build they are the same modules.
export { ConsoleConfigContext, createConsoleConfig, useConsoleConfig } from './config/consoleConfig.ts';
export type { ConsoleConfig, ConsoleLinks } from './config/consoleConfig.ts';
export {
  beforeLanguage,
  currentLanguage,
  initI18n,
  registerTranslations,
  setLanguage,
  useLanguage,
} from './i18n/i18n.ts';
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
  preloadRemoteComponent,
  preloadRemoteModule,
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
export { PartBoundary, type PartBoundaryProps } from './remote-loading/PartBoundary.tsx';
export { LazyBoundary, lazyExports, retryableLazy } from './remote-loading/retryableLazy.tsx';
export type { LazyBoundaryProps, LazyExports, PreloadableComponent } from './remote-loading/retryableLazy.tsx';
export { LOAD_TIMEOUT_MS, LOOPBACK_ORIGINS, federationName } from './remote-loading/constants.ts';
export { NotFoundPage } from './ui/NotFoundPage.tsx';
export { formatPageTitle, usePageTitle } from './ui/usePageTitle.ts';
export type { NetworkTabPrefetchArgs, RemoteAppProps, RemotePrefetch } from './remote-loading/remoteApp.ts';
export { sharedLibraryReport } from './remote-loading/sharedReport.ts';
export type { SharedLibraryReport } from './remote-loading/sharedReport.ts';
export { RemoteErrorPanel } from './remote-loading/RemoteErrorPanel.tsx';
export { LoadingPlaceholder } from './remote-loading/LoadingPlaceholder.tsx';
export * from './theme/index.ts';
export { isHttpUrl } from './validation/url.ts';
export {
  bindNotificationHost,
  consoleNotifications,
  notificationHostDemand,
  requestNotificationHost,
} from './notifications/consoleNotifications.ts';
export type { ConsoleToast, ConsoleToastKind, NotificationHost } from './notifications/consoleNotifications.ts';
export * from './session/paths.ts';
export * from './session/navigation.ts';
