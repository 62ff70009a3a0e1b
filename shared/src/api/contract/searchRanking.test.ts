import { describe, expect, it } from '@rstest/core';
import {
  compareMatches,
  deviceSearchFields,
  matchDevice,
  matchRank,
  rankResults,
  type SearchMatch,
} from './searchRanking.ts';

const MAC_ID = '00000000-0000-8000-8200-a4c138f06e21';
/** A 96-bit id whose digits decode as an SGTIN-96. */
const SGTIN_ID = '30340242-201d-8000-8100-8400001a85ab';

describe('matchRank', () => {
  it('ranks an exact field before a prefix before a fuzzy match', () => {
    expect(matchRank('warehouse', ['Warehouse'])?.rank).toBe('exact');
    expect(matchRank('ware', ['Warehouse'])?.rank).toBe('prefix');
    expect(matchRank('whse', ['Warehouse'])?.rank).toBe('fuzzy');
    const ranks = ['whse', 'ware', 'warehouse'].map((q) => matchRank(q, ['Warehouse']) as SearchMatch);
    expect([...ranks].sort(compareMatches).map((m) => m.rank)).toEqual(['exact', 'prefix', 'fuzzy']);
  });

  it('ignores case and surrounding whitespace', () => {
    expect(matchRank('  COLD chain \t', ['Cold Chain'])).toEqual({ rank: 'exact', score: 0 });
    expect(matchRank('hs-00', ['HS-0012'])?.rank).toBe('prefix');
  });

  it('matches a word of a field as a prefix, after a whole-field prefix', () => {
    const word = matchRank('chain', ['Cold Chain']);
    expect(word?.rank).toBe('prefix');
    const whole = matchRank('cold', ['Cold Chain']) as SearchMatch;
    expect(compareMatches(whole, word as SearchMatch)).toBeLessThan(0);
    for (const text of ['a-b_c:d.chain', 'x_chain', 'y.chain', 'z:chain'])
      expect(matchRank('chain', [text])?.rank).toBe('prefix');
  });

  it('finds a partial id of four characters or more, but no scattered characters in an id', () => {
    expect(matchRank('f06e', [], [MAC_ID])?.rank).toBe('prefix');
    expect(matchRank('f06', [], [MAC_ID])).toBeNull();
    expect(matchRank('a4f0', [], [MAC_ID])).toBeNull();
    expect(matchRank('ehouse', ['Warehouse'])?.rank).toBe('fuzzy');
  });

  it('scores a compact fuzzy match better than a scattered one', () => {
    const compact = matchRank('hs12', ['HS-12 north']) as SearchMatch;
    const scattered = matchRank('hs12', ['HS-0012']) as SearchMatch;
    expect(compact.rank).toBe('fuzzy');
    expect(compareMatches(compact, scattered)).toBeLessThan(0);
  });

  it('answers null when nothing matches, and for an empty query', () => {
    expect(matchRank('xyz', ['Warehouse', null, undefined], ['net-1'])).toBeNull();
    expect(matchRank('   ', ['Warehouse'])).toBeNull();
    expect(matchRank('a', [])).toBeNull();
  });

  it('takes the best field', () => {
    expect(matchRank('net-1', ['Warehouse'], ['net-1'])?.rank).toBe('exact');
    expect(matchRank('ware', ['xwxaxrxe', 'Warehouse'])?.rank).toBe('prefix');
  });
});

describe('deviceSearchFields and matchDevice', () => {
  it('gives a MAC-style id its MAC hex and the address with colons', () => {
    expect(deviceSearchFields(MAC_ID)).toEqual([MAC_ID, 'a4c138f06e21', 'a4:c1:38:f0:6e:21']);
  });

  it.each(['a4:c1:38', 'a4c138', 'A4-C1-38', ' A4:C1:38 ', 'c1:38:f0', 'c138f0', '6e:21', 'a4:c1:38:f0:6e:21'])(
    'finds the device by the partial MAC %s',
    (query) => {
      expect(matchDevice(query, MAC_ID)?.rank).toMatch(/^(exact|prefix)$/);
    },
  );

  it('ranks the full id and the full MAC address exact', () => {
    expect(matchDevice(MAC_ID.toUpperCase(), MAC_ID)?.rank).toBe('exact');
    expect(matchDevice('a4:c1:38:f0:6e:21', MAC_ID)?.rank).toBe('exact');
    expect(matchDevice('A4-C1-38-F0-6E-21', MAC_ID)?.rank).toBe('exact');
  });

  it('does not find another MAC', () => {
    expect(matchDevice('b4:c1:38', MAC_ID)).toBeNull();
    expect(matchDevice('ffff', MAC_ID)).toBeNull();
  });

  it('finds a 96-bit id by its SGTIN and its EPC digits', () => {
    const id = SGTIN_ID;
    const fields = deviceSearchFields(id);
    expect(fields[0]).toBe(id);
    expect(fields[1]).toBe('30340242201d8400001a85ab');
    const sgtin = fields[2] as string;
    expect(sgtin).toMatch(/^urn:epc:id:sgtin:\d+\.\d+\.\d+$/);
    expect(matchDevice(sgtin, id)?.rank).toBe('exact');
    expect(matchDevice(sgtin.slice('urn:epc:id:sgtin:'.length, -2), id)?.rank).toBe('prefix');
    expect(matchDevice('urn:epc:id:sgtin:', id)?.rank).toBe('prefix');
    expect(deviceSearchFields('some-other-id')).toEqual(['some-other-id']);
    expect(matchDevice(sgtin, MAC_ID)).toBeNull();
  });
});

describe('rankResults', () => {
  it('sorts exact, prefix, fuzzy, then score, then title', () => {
    const items = [
      { title: 'b fuzzy', match: { rank: 'fuzzy', score: 0 } },
      { title: 'prefix far', match: { rank: 'prefix', score: 9 } },
      { title: 'Zed', match: { rank: 'prefix', score: 1 } },
      { title: 'alpha', match: { rank: 'prefix', score: 1 } },
      { title: 'exact', match: { rank: 'exact', score: 3 } },
    ] as const;
    expect(rankResults(items).map((i) => i.title)).toEqual(['exact', 'alpha', 'Zed', 'prefix far', 'b fuzzy']);
    expect(items[0].title).toBe('b fuzzy');
  });

  it('keeps the given order of equal items', () => {
    const match: SearchMatch = { rank: 'prefix', score: 0 };
    const items = [1, 2, 3].map((n) => ({ n, title: 'same', match }));
    expect(rankResults(items).map((i) => i.n)).toEqual([1, 2, 3]);
  });
});
