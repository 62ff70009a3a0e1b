/** What mf-account's component tests share: an account at a level, rendering a page in it, and reading tables. */
import { accountsLoaded } from '@beacon/shared';
import type { Account, AccountLevel } from '@beacon/shared/contract';
import {
  renderRouteWithoutMotion,
  testAccount,
  type FakePlatform,
  type FakeRequest,
  type RenderRouteResult,
} from '@beacon/shared/testing';
import { expect } from '@rstest/core';
import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';

export const ACCOUNT_ID = 'acme';

export function accountAt(level: AccountLevel): Account {
  return testAccount({ account_id: ACCOUNT_ID, name: 'Acme Corp', user_level: level });
}

/** The owner's account with global forwarders enabled (the Global Forwarders screen's condition). */
export const FORWARDING_ACCOUNT: Account = { ...accountAt(0), global_forwarders_enabled: true };

/** Renders a page (without antd motion) signed in to `account`: by default `acme` at `level`. */
export function renderAccountPage(
  element: ReactElement,
  {
    url,
    level = 0,
    account = accountAt(level),
    platform,
  }: { url: string; level?: AccountLevel; account?: Account; platform: FakePlatform },
) {
  return renderRouteWithoutMotion(element, { url, account, platform });
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

/**
 * The open dialog with this title. (Under test every antd modal's title has the id `test-id`, so a
 * dialog's accessible name is not reliable while two are in the document.)
 */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  const headings = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' });
  const dialog = headings[headings.length - 1]?.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog around ${title}`);
  return dialog;
}

/** Stands in for the network list at `/`: says where the app landed. */
export function Home() {
  return <p>home at {useLocation().pathname}</p>;
}

/**
 * Loads `accounts` into the session, as the shell does once the account list holds a new one; the page
 * then goes home (`Home`).
 */
export async function loadAccountsAndExpectHome(store: RenderRouteResult['store'], accounts: Account[]) {
  act(() => {
    store.dispatch(accountsLoaded(accounts));
  });
  expect(await screen.findByText('home at /')).toBeTruthy();
}
