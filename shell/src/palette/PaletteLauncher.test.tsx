import { afterEach, beforeAll, describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  accountsLoaded,
  platformApi,
  registerPalette,
  registerTranslations,
  resetPaletteRegistry,
  selectSession,
  ShellActionsContext,
  type PaletteResult,
  type SessionRootState,
} from '@beacon/shared';
import type { Account } from '@beacon/shared/contract';
import { useLocation } from '@beacon/shared/router';
import { renderRoute, testAccount } from '@beacon/shared/testing';
import shellDe from '../locales/de/shell.json';
import shellEn from '../locales/en/shell.json';
import PaletteLauncher from './PaletteLauncher.tsx';

const account = (level: Account['user_level']): Account => testAccount({ account_id: 'a1', user_level: level });

const result = (
  kind: string,
  id: string,
  title: string,
  rank: PaletteResult['match']['rank'],
  score = 0,
): PaletteResult => ({
  kind,
  id,
  title,
  subtitle: null,
  status: kind === 'hotspot' ? 'offline' : null,
  context: kind === 'device' ? 'Warehouse' : null,
  href: `/${kind}s/${id}`,
  match: { rank, score },
});

/** A remote's contribution: Create network for managers, and searches answering at once. */
function registerRemote(searches: Record<string, (query: string) => Promise<PaletteResult[]>>) {
  registerPalette('mf-test', {
    namespace: 'test',
    commands: [
      {
        id: 'create-network',
        section: 'actions',
        title: (t) => t('palette.create-network', 'Create network'),
        allowed: (ctx) => ctx.level !== null && ctx.level <= 20,
        run: (ctx) => ctx.navigate('/networks/new'),
      },
    ],
    providers: Object.entries(searches).map(([id, search]) => ({ id, kinds: [id], search })),
  });
}

async function renderLauncher(level: Account['user_level'] = 0) {
  const signOut = rstest.fn();
  const rendered = await renderRoute(
    <ShellActionsContext value={{ signOut }}>
      <input aria-label="Page filter" />
      <CurrentPath />
      <PaletteLauncher />
    </ShellActionsContext>,
    { url: '/', account: account(level) },
  );
  await screen.findByRole('button', { name: 'Search the console' });
  return { ...rendered, signOut };
}

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

const palette = () => screen.findByRole('dialog', { name: 'Search and commands' });
const press = (init: KeyboardEventInit, target: Element = document.body) => fireEvent.keyDown(target, init);

beforeAll(() => void registerTranslations('shell', { en: shellEn, de: shellDe }));
afterEach(resetPaletteRegistry);

describe('<PaletteLauncher />', () => {
  it.each([
    ['Ctrl+K', { key: 'k', ctrlKey: true }],
    ['⌘K', { key: 'k', metaKey: true }],
    ['/', { key: '/' }],
  ])('opens the palette with %s, its search field focused', async (_name, keys) => {
    await renderLauncher();
    expect(screen.queryByRole('dialog')).toBeNull();

    press(keys);

    const dialog = await palette();
    expect(screen.getByRole('button', { name: 'Search the console' }).getAttribute('aria-expanded')).toBe('true');
    const input = within(dialog).getByRole('combobox');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(within(dialog).getByRole('listbox')).toBeTruthy();
  });

  it('opens from the top-bar button', async () => {
    await renderLauncher();
    fireEvent.click(screen.getByRole('button', { name: 'Search the console' }));
    expect(await palette()).toBeTruthy();
  });

  it('leaves "/" typed into a text field alone', async () => {
    await renderLauncher();
    press({ key: '/' }, screen.getByRole('textbox', { name: 'Page filter' }));
    // The palette's chunk is loaded on opening: give it the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists a command only where the level allows it, as its button does', async () => {
    registerRemote({});
    await renderLauncher(0);
    press({ key: 'k', ctrlKey: true });
    expect(await within(await palette()).findByRole('option', { name: 'Create network' })).toBeTruthy();
  });

  it('hides a command a member may not run', async () => {
    registerRemote({});
    await renderLauncher(30);
    press({ key: 'k', ctrlKey: true });
    const dialog = await palette();
    expect(await within(dialog).findByRole('option', { name: 'Go to Diagnostics' })).toBeTruthy();
    expect(within(dialog).queryByRole('option', { name: 'Create network' })).toBeNull();
  });

  it('groups the results by kind, best match first, and orders the groups by their best match', async () => {
    registerRemote({
      device: () =>
        Promise.resolve([
          result('device', 'd-fuzzy', 'wxaxrxe', 'fuzzy', 400),
          result('device', 'd-prefix', 'ware-01', 'prefix', 3),
        ]),
      hotspot: () => Promise.resolve([result('hotspot', 'ware', 'ware', 'exact')]),
    });
    await renderLauncher();
    press({ key: 'k', ctrlKey: true });
    const dialog = await palette();

    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'ware' } });

    await within(dialog).findByRole('option', { name: /wxaxrxe/ });
    const headings = [...dialog.querySelectorAll('[cmdk-group-heading]')].map((h) => h.textContent);
    expect(headings).toEqual(['Hotspots', 'Devices']);
    const options = within(dialog)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['wareOfflineHotspot', 'ware-01WarehouseDevice', 'wxaxrxeWarehouseDevice']);
  });

  it('shows the other searches when one fails, with a line saying so', async () => {
    const warn = rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerRemote({
      device: () => Promise.resolve([result('device', 'd1', 'ware-01', 'prefix')]),
      hotspot: () => Promise.reject(new Error('500')),
    });
    await renderLauncher();
    press({ key: 'k', ctrlKey: true });
    const dialog = await palette();

    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'ware' } });

    expect(await within(dialog).findByRole('option', { name: /ware-01/ })).toBeTruthy();
    expect(await within(dialog).findByText('Some results could not be loaded. Try again in a moment.')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('runs a command: the palette closes and the command gets the context', async () => {
    const { signOut } = await renderLauncher();
    press({ key: 'k', ctrlKey: true });
    const dialog = await palette();

    fireEvent.click(await within(dialog).findByRole('option', { name: 'Log out' }));

    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Search the console' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('jumps to a found record', async () => {
    registerRemote({ device: () => Promise.resolve([result('device', 'd1', 'ware-01', 'prefix')]) });
    await renderLauncher();
    press({ key: 'k', ctrlKey: true });
    const dialog = await palette();
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'ware' } });

    fireEvent.click(await within(dialog).findByRole('option', { name: /ware-01/ }));

    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/devices/d1');
  });

  it('switches account through the sub-list of the other accounts', async () => {
    const { store } = await renderLauncher();
    store.dispatch(accountsLoaded([account(0), { ...account(30), account_id: 'a2', name: 'Beta' }]));
    press({ key: 'k', ctrlKey: true });
    const dialog = await palette();

    fireEvent.click(await within(dialog).findByRole('option', { name: /Switch account/ }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Beta' }));

    await waitFor(() => expect(selectSession(store.getState() as SessionRootState).accountId).toBe('a2'));
  });

  it('lists a sub-list again as the API cache changes: one read from a query follows its fetch', async () => {
    const answers: ((names: string[]) => void)[] = [];
    const things = platformApi.injectEndpoints({
      endpoints: (build) => ({
        paletteTestThings: build.query<string[], void>({
          queryFn: () => new Promise((resolve) => answers.push((names) => resolve({ data: names }))),
        }),
      }),
    }).endpoints.paletteTestThings;
    registerPalette('mf-test', {
      namespace: 'test',
      commands: [
        {
          id: 'pick',
          section: 'actions',
          title: () => 'Pick a thing',
          children: (ctx) => {
            const query = ctx.dispatch((_, getState) => things.select()(getState()));
            if (query.isUninitialized)
              setTimeout(() => void ctx.dispatch(things.initiate(undefined, { subscribe: false })));
            return (query.data ?? []).map((name) => ({ id: name, section: 'actions', title: () => name }));
          },
        },
      ],
    });
    await renderLauncher();
    press({ key: 'k', ctrlKey: true });
    const dialog = await palette();

    fireEvent.click(await within(dialog).findByRole('option', { name: /Pick a thing/ }));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    answers[0]?.(['First thing', 'Second thing']);

    expect(await within(dialog).findByRole('option', { name: 'Second thing' })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['First thing', 'Second thing']);
    expect(answers).toHaveLength(1);
  });
});
