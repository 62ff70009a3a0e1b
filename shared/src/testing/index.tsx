import { render, type RenderResult } from '@testing-library/react';
import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import { useEffect, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configurePlatformApi } from '../api/base-query/configurePlatformApi.ts';
import type { NotifyArgs } from '../api/base-query/types.ts';
import type { Account } from '../api/contract/index.ts';
import { createConsoleStore, type ConsoleStore } from '../api/store.ts';
import { ConsoleConfigContext, createConsoleConfig, type ConsoleConfig } from '../config/consoleConfig.ts';
import { initI18n } from '../i18n/i18n.ts';
import { bindNotificationHost } from '../notifications/consoleNotifications.ts';
import { accountSelected, accountsLoaded, userSet } from '../session/sessionSlice.ts';

export { testAccount } from './testAccount.ts';
export { inConsoleDigits } from './inConsoleDigits.ts';
export { expectRecentItems, TEST_RECENT_SCOPE } from './expectRecentItems.ts';

export const TEST_CONFIG = createConsoleConfig({
  apiBaseUrl: 'http://api.test',
  auth0: { domain: 'http://idp.test', clientId: 'test', audience: 'https://api.test' },
  links: {
    documentation: 'https://docs.test',
    support: 'https://support.test',
    scannerApp: 'https://scanner.test',
    hotspotAnalytics: 'https://search.test/discover?q=ap_id:{ap_id}&from={from}&to={to}',
  },
});

/** A request the component under test made to the platform API. */
export interface FakeRequest {
  method: string;
  /** Path and query, e.g. `/v1/accounts/a1/networks?pagesize=1000`. */
  path: string;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** What the fake platform answers: a status and a JSON body (omit `body` for 204). */
export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A platform API stand-in for component tests: answers each request, records them all. */
export type FakePlatform = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export interface RenderRouteOptions {
  /** The URL to start at. */
  url: string;
  /** The route path the element is mounted under (as the shell would), e.g. `/networks/*`. */
  path?: string;
  /** The selected account (the session after sign-in), with `user_level` deciding permissions. */
  account?: Account;
  /** Answers the platform calls (global fetch is replaced for the rest of the test file). */
  platform?: FakePlatform;
  config?: Partial<ConsoleConfig>;
}

export interface RenderRouteResult extends RenderResult {
  store: ConsoleStore;
  /** Every platform request made so far. */
  requests: FakeRequest[];
  /** Every notification the base query showed (429, unexpected errors). */
  notifications: NotifyArgs[];
}

/**
 * Renders a route element through the same providers as the shell: store, router, i18n, antd App;
 * optionally with a selected account and a fake platform behind the real base query.
 */
export async function renderRoute(
  element: ReactElement,
  { url, path = '*', account, platform, config }: RenderRouteOptions,
): Promise<RenderRouteResult> {
  await initI18n();
  const store = createConsoleStore();
  const requests: FakeRequest[] = [];
  const notifications: NotifyArgs[] = [];
  if (account) {
    store.dispatch(userSet({ id: 'auth0|test-user', email: 'test@example.com' }));
    store.dispatch(accountsLoaded([account]));
    store.dispatch(accountSelected(account));
  }
  if (platform) bindFakePlatform(platform, requests, notifications);
  const result = render(
    <ConsoleConfigContext value={{ ...TEST_CONFIG, ...config }}>
      <Provider store={store}>
        <AntApp>
          <TestNotificationHost />
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={element} />
            </Routes>
          </MemoryRouter>
        </AntApp>
      </Provider>
    </ConsoleConfigContext>,
  );
  return Object.assign(result, { store, requests, notifications });
}

/** `renderRoute` with antd's motion off, so modals, drawers and toasts appear and leave at once. */
export function renderRouteWithoutMotion(
  element: ReactElement,
  options: RenderRouteOptions,
): Promise<RenderRouteResult> {
  return renderRoute(<ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>, options);
}

/** The console's toasts (`consoleNotifications`) show in the test's antd App, as in the shell. */
function TestNotificationHost() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    bindNotificationHost(notification);
    return () => bindNotificationHost(null);
  }, [notification]);
  return null;
}

function bindFakePlatform(platform: FakePlatform, requests: FakeRequest[], notifications: NotifyArgs[]): void {
  const fetchFake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(request);
    const answer = await platform(request);
    const headers = { ...(answer.body === undefined ? {} : { 'content-type': 'application/json' }), ...answer.headers };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers,
    });
  };
  globalThis.fetch = fetchFake;
  configurePlatformApi({
    getBaseUrl: () => TEST_CONFIG.apiBaseUrl,
    getAccessToken: () => Promise.resolve('test-token'),
    onUnauthorized: () => undefined,
    notify: { warning: (args) => notifications.push(args), error: (args) => notifications.push(args) },
  });
}
