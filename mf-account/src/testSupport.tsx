/** What mf-account's component tests share: an account at a level, rendering a page in it, and reading tables. */
import type { Account, AccountLevel } from '@beacon/shared/contract';
import { renderRoute, type FakePlatform, type FakeRequest } from '@beacon/shared/testing';
import { screen, within } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import type { ReactElement } from 'react';

export const ACCOUNT_ID = 'acme';

export function accountAt(level: AccountLevel): Account {
  return {
    account_id: ACCOUNT_ID,
    name: 'Acme Corp',
    user_level: level,
    models_enabled: false,
    global_forwarders_enabled: false,
    gw_enabled: false,
  };
}

/** Renders a page (without antd motion) signed in to `acme` at `level`. */
export function renderAccountPage(
  element: ReactElement,
  { url, level = 0, platform }: { url: string; level?: AccountLevel; platform: FakePlatform },
) {
  return renderRoute(<ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>, {
    url,
    account: accountAt(level),
    platform,
  });
}

/** The requests that change something (all but GET). */
export const writes = (requests: readonly FakeRequest[]) => requests.filter((r) => r.method !== 'GET');

/** The row of the table named `table` that shows `text`. */
export function rowWith(table: string, text: string): HTMLElement {
  const row = within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}
