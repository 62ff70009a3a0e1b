import { initI18n, registerTranslations } from '@beacon/shared';
import type { LogRecord } from '@beacon/shared/contract';
import type { FakePlatform } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import de from '../../locales/de/account.json';
import en from '../../locales/en/account.json';
import { renderAccountPage } from '../../testSupport.tsx';
import { AccountLogPage } from './AccountLogPage.tsx';

const LOG = '/v1/accounts/acme/log';

function record(n: number, extra: Partial<LogRecord> = {}): LogRecord {
  return {
    timestamp: 1_790_000_000 + n,
    object_type: 'network',
    code: 'update',
    object: `net-${n}`,
    username: 'owner@example.com',
    ...extra,
  };
}

/** 75 records, newest (75) first, 30 a page; cursors `o{n}` read older than n, `n{n}` newer than n. */
const logServer: FakePlatform = ({ path }) => {
  const url = new URL(path, 'http://x');
  const cursor = url.searchParams.get('cursor') ?? '';
  const all = Array.from({ length: 75 }, (_, i) => 75 - i);
  let page: number[];
  if (cursor.startsWith('n')) page = all.filter((n) => n > Number(cursor.slice(1))).slice(-30);
  else page = all.filter((n) => cursor === '' || n < Number(cursor.slice(1))).slice(0, 30);
  const last = page[page.length - 1]!;
  const first = page[0]!;
  return {
    status: 200,
    body: {
      records: page.map((n) => record(n)),
      cursor: last > 1 ? `o${last}` : null,
      newer: first < 75 ? `n${first}` : null,
    },
  };
};

function Where() {
  const { search } = useLocation();
  return <output aria-label="search">{search}</output>;
}

async function renderLog(platform: FakePlatform = logServer, url = '/account/logs') {
  return renderAccountPage(
    <>
      <AccountLogPage />
      <Where />
    </>,
    { url, level: 30, platform },
  );
}

const search = () => screen.getByLabelText('search').textContent;
const button = (name: string) => screen.getByRole('button', { name });
const logPaths = (requests: { path: string }[]) => requests.filter((r) => r.path.startsWith(LOG)).map((r) => r.path);

/** Presses the paging button `name`; the page then shows `row` and the URL's query is `query`. */
async function pressAndExpect(name: string, row: string, query: string) {
  fireEvent.click(button(name));
  expect(await screen.findByText(row)).toBeTruthy();
  expect(search()).toBe(query);
}

describe('<AccountLogPage />', () => {
  it('pages 30 at a time with the cursor in the URL: Older, Newer back, and Latest', async () => {
    const { requests } = await renderLog();
    expect(await screen.findByText('net-75')).toBeTruthy();
    expect(logPaths(requests)).toEqual([`${LOG}?pagesize=30&cursor=`]);
    expect(button('Newer')).toHaveProperty('disabled', true);

    await pressAndExpect('Older', 'net-45', '?cursor=o46&back=');
    await pressAndExpect('Older', 'net-1', '?cursor=o16&back=&back=o46');
    // The oldest page: nothing older.
    await waitFor(() => expect(button('Older')).toHaveProperty('disabled', true));

    await pressAndExpect('Newer', 'net-45', '?cursor=o46&back=');

    await pressAndExpect('Latest', 'net-75', '');
    expect(logPaths(requests).slice(0, 3)).toEqual([
      `${LOG}?pagesize=30&cursor=`,
      `${LOG}?pagesize=30&cursor=o46`,
      `${LOG}?pagesize=30&cursor=o16`,
    ]);
  });

  it('opens a shared link at its cursor, and Newer then uses the server’s newer cursor', async () => {
    const { requests } = await renderLog(logServer, '/account/logs?cursor=o46');
    expect(await screen.findByText('net-45')).toBeTruthy();
    await pressAndExpect('Newer', 'net-75', '?cursor=n45');
    expect(logPaths(requests)).toContain(`${LOG}?pagesize=30&cursor=n45`);
  });

  it.each([
    ['en', ['Hotspot', 'Updated'], ['API token', 'Rotated'], ['gizmo', 'frobnicate']],
    ['de', ['Hotspot', 'Geändert'], ['API-Token', 'Rotiert'], ['gizmo', 'frobnicate']],
  ] as const)('in %s, names item types and actions by their value, an unknown one as it is', async (lng, ...rows) => {
    const i18n = await initI18n();
    void registerTranslations('account', { en, de });
    await i18n.changeLanguage(lng);
    try {
      const records = [
        record(3, { object_type: 'hotspot', code: 'update', object: 'hs-1' }),
        record(2, { object_type: 'api_token', code: 'rotate', object: 'tok-1' }),
        record(1, { object_type: 'gizmo', code: 'frobnicate', object: 'gz-1' }),
      ];
      await renderLog(() => ({ status: 200, body: { records, cursor: null, newer: null } }));
      const table = (await screen.findByText('hs-1')).closest('table') as HTMLElement;
      const cells = ['hs-1', 'tok-1', 'gz-1'].map((id) => {
        const row = within(table).getByText(id).closest('tr') as HTMLElement;
        return within(row)
          .getAllByRole('cell')
          .slice(1, 3)
          .map((cell) => cell.textContent);
      });
      expect(cells).toEqual(rows);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says "No results" when the log is empty', async () => {
    await renderLog(() => ({ status: 200, body: { records: [], cursor: null, newer: null } }));
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(button('Older')).toHaveProperty('disabled', true);
  });

  it('shows a load failure with Retry', async () => {
    await renderLog(() => ({ status: 500, body: { message: 'Log store down' } }));
    expect(await screen.findByText('The account log could not be loaded')).toBeTruthy();
    expect(await screen.findByText('Error loading the account log: Log store down')).toBeTruthy();
  });

  it('opens a row: the change before → after, field by field, and the API token that made it', async () => {
    const change = record(1, {
      object: 'net-renamed',
      actor: { kind: 'token', token_id: 'tok-ci', name: 'CI deploy' },
      before: { name: 'Old name', device_count: 3 },
      after: { name: 'New name', device_count: 3 },
    });
    await renderLog(() => ({ status: 200, body: { records: [change], cursor: null, newer: null } }));
    fireEvent.click(await screen.findByText('net-renamed'));
    const titles = await screen.findAllByText('Change to Network net-renamed');
    const dialog = titles[titles.length - 1]!.closest<HTMLElement>('[role="dialog"]')!;
    const rows = within(within(dialog).getByRole('table', { name: 'Changed fields' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      [],
      ['namechanged', 'Old name', 'New name'],
      ['device_count', '3', '3'],
    ]);
    expect(dialog.textContent).toContain('API token');
    expect(dialog.textContent).toContain('CI deploy');
    expect(dialog.textContent).toContain('tok-ci');
  });
});
