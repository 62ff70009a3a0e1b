import {
  beforeLanguage,
  ConsoleConfigContext,
  initI18n,
  initRemoteLoading,
  initTheme,
  registerTranslations,
  sharedLibraryReport,
} from '@beacon/shared/frame';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
// From react-router/dom: it gives the router ReactDOM.flushSync, so navigate(…, { flushSync: true }) commits at once.
import { RouterProvider } from 'react-router/dom';
import { hasCachedSession } from './auth/cachedSession.ts';
import { errorReportingState, startErrorReporting } from './errorReporting/startErrorReporting.ts';
import { ConfigErrorScreen } from './layout/ConfigErrorScreen.tsx';
import { cspNonce, nonceScriptCreatedStyles } from './layout/cspNonce.ts';
import { OverrideConfirmScreen } from './layout/OverrideConfirmScreen.tsx';
import shellEn from './locales/en/shell.json';
import {
  confirmOverrides,
  fetchConsoleConfig,
  resolveRegistry,
  withoutOverrideParams,
  type ResolvedRegistry,
  type ShellConfig,
} from './registry/registry.ts';
import { RegistryContext } from './registry/RegistryContext.ts';
import { createShellRouter, preloadSignedInRoute } from './routes.tsx';
import { trackPageViews } from './tracking/trackPageViews.ts';

/**
 * The registry with the developer overrides applied. A new override from the link is only used
 * after the person confirms it on a screen that names the remote and the URL; until then nothing
 * (no manifest, no remoteEntry) is requested from it, and Cancel goes on with the registry's entry.
 */
async function resolveWithConfirmation(root: Root, config: ShellConfig): Promise<ResolvedRegistry> {
  const storage = window.localStorage;
  const first = resolveRegistry(config.remotes, window.location.search, storage, config.remoteOverrides);
  if (first.pending.length === 0) return first;
  const confirmed = await new Promise<boolean>((resolve) => {
    root.render(
      <StrictMode>
        <OverrideConfirmScreen
          consoleName={config.consoleName}
          pending={first.pending}
          rejected={first.rejected}
          onConfirm={() => resolve(true)}
          onCancel={() => resolve(false)}
        />
      </StrictMode>,
    );
  });
  if (confirmed) confirmOverrides(first.pending, storage);
  // The decision is made: the link's parameters have done their job (a reload must not ask again).
  window.history.replaceState(window.history.state, '', withoutOverrideParams(window.location.href));
  const decided = resolveRegistry(config.remotes, window.location.search, storage, config.remoteOverrides);
  return { ...decided, rejected: [...first.rejected, ...decided.rejected] };
}

async function start(): Promise<void> {
  nonceScriptCreatedStyles(cspNonce());
  initTheme();
  const root = createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div')));
  // antd's and dayjs's texts for a language other than their built-in English load before a page in
  // that language first renders (or switches to it); an English page loads nothing for them.
  beforeLanguage((language) =>
    language === 'en'
      ? Promise.resolve()
      : import('./layout/antdLanguage.ts').then((m) => m.loadAntdLanguage(language)),
  );
  await initI18n();
  // German texts of the shell load before the first render in German.
  await registerTranslations('shell', { en: shellEn, de: () => import('./locales/de/shell.json') });
  let config;
  try {
    config = await fetchConsoleConfig();
  } catch (error) {
    root.render(<ConfigErrorScreen error={error} />);
    return;
  }
  const registry = await resolveWithConfirmation(root, config);
  const resolved = { ...config, remotes: registry.remotes };
  initRemoteLoading(resolved.remotes);
  // The route's code loads while sign-in and the accounts call run, not after them.
  if (hasCachedSession()) preloadSignedInRoute(window.location.pathname, resolved.remotes);
  const router = createShellRouter(resolved.remotes);
  trackPageViews(router, resolved.pageViewTracker?.url);
  exposeDiagnostics();
  root.render(
    <StrictMode>
      <ConsoleConfigContext value={resolved}>
        <RegistryContext value={registry}>
          <RouterProvider router={router} />
        </RegistryContext>
      </ConsoleConfigContext>
    </StrictMode>,
  );
  // Once the first content shows: the reporter is its own chunk, not on the first screen's path.
  startErrorReporting(config.errorReporting);
}

/**
 * What the Diagnostics page shows about shared libraries, readable from the page for support and for
 * `pnpm bench:bundle` (shared/build/bench-lib.mjs): one implementation, read-only. Also whether
 * errors are reported (`off`, `loading`, `on`, `failed`), for support and the e2e suite.
 */
function exposeDiagnostics() {
  (window as { __BEACON_DIAGNOSTICS__?: unknown }).__BEACON_DIAGNOSTICS__ = {
    sharedLibraries: () => sharedLibraryReport(),
    errorReporting: () => errorReportingState(),
    // The antd modules the shell provides to the remotes, one shared module each (layout/antdKit.ts).
    antdKit: () => import('./layout/antdKit.ts').then((m) => Object.keys(m.ANTD_KIT)),
  };
}

void start();
