import type { Account, AccountLevel } from '@beacon/shared/contract';
import {
  renderRoute,
  type FakePlatform,
  type FakeRequest,
  type FakeResponse,
  type RenderRouteOptions,
  type RenderRouteResult,
} from '@beacon/shared/testing';
import ConfigProvider from 'antd/es/config-provider';
import { createElement, type ReactElement } from 'react';

/** The signed-in account of mf-hotspots' component tests: "acme" at the given level (0 = owner). */
export const testAccount = (level: AccountLevel, name = 'Acme'): Account => ({
  account_id: 'acme',
  name,
  user_level: level,
  models_enabled: false,
  global_forwarders_enabled: false,
  gw_enabled: false,
});

/**
 * A fake platform keyed by `METHOD /path` (without the query): an override for the key answers first,
 * else `answer`.
 */
export function keyedPlatform(
  overrides: Record<string, FakePlatform>,
  answer: (key: string, request: FakeRequest) => FakeResponse,
): FakePlatform {
  return (request) => {
    const key = `${request.method} ${request.path.split('?')[0]}`;
    const override = overrides[key];
    return override ? override(request) : answer(key, request);
  };
}

/** `renderRoute` with antd's motion off, so modals and toasts appear and leave at once. */
export function renderHotspots(element: ReactElement, options: RenderRouteOptions): Promise<RenderRouteResult> {
  return renderRoute(createElement(ConfigProvider, { theme: { token: { motion: false } } }, element), options);
}
