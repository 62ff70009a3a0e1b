import { render, type RenderResult } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createConsoleStore } from '../api/store.ts';
import { ConsoleConfigContext, createConsoleConfig } from '../config/consoleConfig.ts';
import { initI18n } from '../i18n/i18n.ts';

export const TEST_CONFIG = createConsoleConfig({
  apiBaseUrl: 'http://api.test',
  auth0: { domain: 'http://idp.test', clientId: 'test', audience: 'https://api.test' },
  links: { documentation: 'https://docs.test', support: 'https://support.test' },
});

export interface RenderRouteOptions {
  /** The URL to start at. */
  url: string;
  /** The route path the element is mounted under (as the shell would), e.g. `/networks/*`. */
  path?: string;
}

/** Renders a route element through the same providers as the shell: store, router, i18n, antd App. */
export async function renderRoute(
  element: ReactElement,
  { url, path = '*' }: RenderRouteOptions,
): Promise<RenderResult> {
  await initI18n();
  return render(
    <ConsoleConfigContext value={TEST_CONFIG}>
      <Provider store={createConsoleStore()}>
        <AntApp>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={element} />
            </Routes>
          </MemoryRouter>
        </AntApp>
      </Provider>
    </ConsoleConfigContext>,
  );
}
