import {
  ConsoleConfigContext,
  createConsoleStore,
  initI18n,
  initRemoteLoading,
  registerTranslations,
} from '@beacon/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { ConfigErrorScreen } from './layout/ConfigErrorScreen.tsx';
import shellEn from './locales/en/shell.json';
import { fetchConsoleConfig, resolveRegistry } from './registry/registry.ts';
import { RegistryContext } from './registry/RegistryContext.ts';
import { createShellRouter } from './routes.tsx';
import { trackPageViews } from './tracking/trackPageViews.ts';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div')));
  await initI18n();
  registerTranslations('shell', shellEn);
  let config;
  try {
    config = await fetchConsoleConfig();
  } catch (error) {
    root.render(<ConfigErrorScreen error={error} />);
    return;
  }
  const registry = resolveRegistry(config.remotes, window.location.search, window.localStorage);
  const resolved = { ...config, remotes: registry.remotes };
  initRemoteLoading(resolved.remotes);
  const store = createConsoleStore();
  const router = createShellRouter(resolved.remotes);
  trackPageViews(router, resolved.pageViewTracker?.url);
  root.render(
    <StrictMode>
      <ConsoleConfigContext value={resolved}>
        <RegistryContext value={registry}>
          <Provider store={store}>
            <RouterProvider router={router} />
          </Provider>
        </RegistryContext>
      </ConsoleConfigContext>
    </StrictMode>,
  );
}

void start();
