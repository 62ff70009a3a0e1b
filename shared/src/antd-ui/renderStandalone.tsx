import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from '@beacon/shared/router';
// Core pieces come through the package name, so they resolve to the one federated singleton.
import {
  beforeLanguage,
  ConsoleConfigContext,
  createConsoleConfig,
  createConsoleStore,
  initI18n,
  type RemoteAppProps,
} from '@beacon/shared';
import { AntdProviders } from './AntdProviders.tsx';
import { loadAntdLanguage } from './antdLanguage.ts';

const STANDALONE_CONFIG = createConsoleConfig({ consoleName: 'Beacon Console (standalone remote)' });

/**
 * Renders a remote's App on its own page, with the same store, i18n and router factories as the
 * shell. Used only when a remote's dev server is opened directly; `pnpm dev:remote` runs it
 * inside the real shell instead.
 */
export async function renderStandalone(App: ComponentType<RemoteAppProps>, basePaths: string[]): Promise<void> {
  beforeLanguage(loadAntdLanguage);
  await initI18n();
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <ConsoleConfigContext value={STANDALONE_CONFIG}>
      <Provider store={createConsoleStore()}>
        <AntdProviders>
          <BrowserRouter>
            <Routes>
              {basePaths.map((basePath) => (
                <Route key={basePath} path={basePath} element={<App basePath={basePath} />} />
              ))}
            </Routes>
          </BrowserRouter>
        </AntdProviders>
      </Provider>
    </ConsoleConfigContext>,
  );
}
