import { describe, expect, it } from '@rstest/core';
import type { PaletteCommand, PaletteResult } from '@beacon/shared';
import { buildGroups, firstValue, matchCommands, selectionIn, type ListedCommand } from './paletteModel.ts';

const listed = (
  title: string,
  section: PaletteCommand['section'] = 'actions',
  keywords: string[] = [],
): ListedCommand => ({
  key: title,
  namespace: 'test',
  title,
  keywords,
  command: { id: title, section, title: () => title },
});

const found = (
  kind: string,
  id: string,
  rank: PaletteResult['match']['rank'],
  score = 0,
  href = `/${kind}s/${id}`,
): PaletteResult => ({
  kind,
  id,
  title: id,
  subtitle: null,
  status: null,
  context: null,
  href,
  match: { rank, score },
});

describe('matchCommands', () => {
  const commands = [
    listed('Create network'),
    listed('Switch to dark theme', 'actions', ['toggle theme']),
    listed('Log out'),
  ];

  it('finds commands by a word of the title or a keyword, prefix before fuzzy', () => {
    expect(matchCommands(commands, 'net').map((c) => c.title)).toEqual(['Create network']);
    expect(matchCommands(commands, 'toggle').map((c) => c.title)).toEqual(['Switch to dark theme']);
    expect(matchCommands(commands, 'netwrk').map((c) => c.title)).toEqual(['Create network']);
  });

  it('leaves out a scattered match: "ware" is not in "Switch to dark theme"', () => {
    expect(matchCommands(commands, 'ware')).toEqual([]);
  });

  it('lists every command, in order, for no query', () => {
    expect(matchCommands(commands, ' ').map((c) => c.title)).toEqual([
      'Create network',
      'Switch to dark theme',
      'Log out',
    ]);
  });
});

describe('buildGroups', () => {
  it('shows the recent items and then the commands by section when nothing is typed', () => {
    const groups = buildGroups({
      query: '',
      results: [],
      recent: [{ kind: 'network', id: 'n1', title: 'Warehouse', href: '/networks/n1' }],
      commands: matchCommands([listed('Go to Diagnostics', 'navigation'), listed('Log out')], ''),
    });
    expect(groups.map((g) => g.key)).toEqual(['recent', 'section:actions', 'section:navigation']);
  });

  it('puts the group with the best match first, each group ranked, each record once, links to other origins left out', () => {
    const groups = buildGroups({
      query: 'a4c1',
      results: [
        found('network', 'n1', 'fuzzy', 100),
        found('device', 'd2', 'prefix', 300),
        found('device', 'd1', 'exact'),
        found('device', 'd2', 'prefix', 5),
        found('device', 'evil', 'exact', 0, 'https://evil.test/'),
      ],
      recent: [],
      commands: [],
    });
    expect(groups.map((g) => [g.key, g.items.map((i) => ('id' in i ? i.id : i.key))])).toEqual([
      ['kind:device', ['d1', 'd2']],
      ['kind:network', ['n1']],
    ]);
  });
});

describe('firstValue', () => {
  const commands = matchCommands([listed('Create network'), listed('Log out')], '');

  it('is the first command while nothing is typed, and follows the head when commands land above', () => {
    expect(firstValue(buildGroups({ query: '', results: [], recent: [], commands: commands.slice(1) }))).toBe(
      'Log out',
    );
    expect(firstValue(buildGroups({ query: '', results: [], recent: [], commands }))).toBe('Create network');
  });

  it('is the best found record once results arrive, and empty for an empty list', () => {
    const groups = buildGroups({
      query: 'ware',
      results: [found('network', 'n2', 'fuzzy'), found('network', 'n1', 'prefix')],
      recent: [],
      commands: [],
    });
    expect(firstValue(groups)).toBe('kind:network:network:n1');
    expect(firstValue([])).toBe('');
  });
});

describe('selectionIn', () => {
  const groups = buildGroups({
    query: 'ware',
    results: [found('network', 'n1', 'prefix'), found('network', 'n2', 'fuzzy')],
    recent: [],
    commands: [],
  });

  it('keeps the selected entry while the list has it', () => {
    expect(selectionIn(groups, 'kind:network:network:n2')).toBe('kind:network:network:n2');
  });

  it('selects the first entry when nothing listed is selected (a pasted query: the list arrived at once)', () => {
    expect(selectionIn(groups, '')).toBe('kind:network:network:n1');
    expect(selectionIn(groups, 'Create network')).toBe('kind:network:network:n1');
    expect(selectionIn([], 'Create network')).toBe('');
  });
});
