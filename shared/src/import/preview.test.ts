import { DEVICE_IN_ACCOUNT_MESSAGE, DEVICE_IN_OTHER_ACCOUNT_MESSAGE, deviceLimitMessage } from '@beacon/shared';
import { describe, expect, it } from '@rstest/core';
import { DEVICE_IMPORT } from './deviceImport.ts';
import { checkRows, countStatuses, itemKey, previewRows, type CheckState } from './preview.ts';
import type { ImportRow, ServerCheck } from './types.ts';

const mac = (n: number) => `a4:c1:38:f0:6e:${n.toString(16).padStart(2, '0')}`;
const macId = (n: number) => `00000000-0000-8000-8200-a4c138f06e${n.toString(16).padStart(2, '0')}`;
const rowsOf = (ids: string[]): ImportRow[] =>
  ids.map((id, key) => ({ key, line: key + 2, values: { device_id: id } }));
const keyOf = (n: number) => itemKey({ device_id: macId(n) });

function state(answers: [number, ServerCheck][], extra: Partial<CheckState> = {}): CheckState {
  return { checks: new Map(answers.map(([n, check]) => [keyOf(n), check])), pending: new Set(), ...extra };
}

describe('checkRows', () => {
  it('marks a repeat of an earlier row (the same id, in any form) as its duplicate', () => {
    const rows = checkRows(rowsOf([mac(1), 'A4:C1:38:F0:6E:01', macId(1), mac(2)]), DEVICE_IMPORT);
    expect(rows.map((row) => row.problem ?? row.item)).toEqual([
      { device_id: macId(1) },
      { code: 'duplicate', line: 2 },
      { code: 'duplicate', line: 2 },
      { device_id: macId(2) },
    ]);
  });
});

describe('previewRows', () => {
  const rows = checkRows(rowsOf([mac(1), mac(2), mac(3), 'a4:c1:38', mac(1)]), DEVICE_IMPORT);

  it('shows each row’s status from its own check and the dry run', () => {
    const preview = previewRows(
      rows,
      state([
        [1, { outcome: 'created' }],
        [2, { outcome: 'skipped', message: DEVICE_IN_ACCOUNT_MESSAGE }],
        [3, { outcome: 'failed', message: DEVICE_IN_OTHER_ACCOUNT_MESSAGE }],
      ]),
    );
    expect(preview.map((row) => [row.status, row.problem])).toEqual([
      ['ready', undefined],
      ['skip', { code: 'server', message: DEVICE_IN_ACCOUNT_MESSAGE }],
      ['error', { code: 'server', message: DEVICE_IN_OTHER_ACCOUNT_MESSAGE }],
      ['error', { code: 'mac' }],
      ['skip', { code: 'duplicate', line: 2 }],
    ]);
    expect(countStatuses(preview)).toEqual({ ready: 1, skip: 2, error: 2, checking: 0 });
  });

  it('shows rows in a dry run as being checked, and rows no dry run could check as ready but unchecked', () => {
    const preview = previewRows(rows, state([[1, { outcome: 'created' }]], { pending: new Set([keyOf(2)]) }));
    expect(preview.slice(0, 3).map((row) => [row.status, row.unchecked])).toEqual([
      ['ready', false],
      ['checking', undefined],
      ['ready', true],
    ]);
  });

  it('counts the tier’s limit over the whole file, and a dropped row frees its place', () => {
    // Two dry runs, each under the limit on its own: the account has 8 of 10 devices.
    const limits = { existing: 8, max: 10 };
    const created: [number, ServerCheck][] = [1, 2, 3].map((n) => [n, { outcome: 'created' }]);
    const full = previewRows(rows.slice(0, 3), state(created, { limits }));
    expect(full.map((row) => [row.status, row.problem])).toEqual([
      ['ready', undefined],
      ['ready', undefined],
      ['error', { code: 'limit', max: 10 }],
    ]);
    // The platform refused row 3 for the limit; once row 1 is dropped it fits.
    const refused = state([...created.slice(0, 2), [3, { outcome: 'failed', message: deviceLimitMessage(10) }]], {
      limits,
    });
    expect(previewRows(rows.slice(1, 3), refused).map((row) => row.status)).toEqual(['ready', 'ready']);
  });
});
