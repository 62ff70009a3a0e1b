import type { Account } from '@beacon/shared/contract';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import Table from 'antd/es/table';
import { renderRoute, testAccount } from '../testing/index.tsx';
import { ACTIONS_GIVE_WAY_ON_PHONE, actionsColumn } from './actionsColumn.tsx';

interface Row {
  id: string;
  locked: boolean;
}

const ROWS: Row[] = [
  { id: 'a', locked: false },
  { id: 'b', locked: true },
];

const account = (user_level: Account['user_level']): Account => testAccount({ user_level });

/** A table of ROWS with an Actions column of Edit (disabled on a locked row) and Remove; clicks are recorded. */
async function renderTable(level: Account['user_level']) {
  const clicks: string[] = [];
  const column = actionsColumn<Row>({
    title: 'Actions',
    permission: 'member:manage',
    width: 170,
    actions: (row) => [
      {
        key: 'edit',
        children: 'Edit',
        'aria-label': `Edit ${row.id}`,
        disabled: row.locked,
        tip: row.locked ? 'Locked' : undefined,
        onClick: () => clicks.push(`edit ${row.id}`),
      },
      { key: 'remove', children: 'Remove', danger: true, onClick: () => clicks.push(`remove ${row.id}`) },
    ],
  });
  await renderRoute(<Table<Row> rowKey="id" columns={[column]} dataSource={ROWS} pagination={false} />, {
    url: '/',
    path: '/',
    account: account(level),
  });
  return clicks;
}

const rowOf = (id: string) => screen.getByRole('button', { name: `Edit ${id}` }).closest('tr') as HTMLElement;

describe('actionsColumn', () => {
  it('shows each row its buttons, in order, and runs the one clicked', async () => {
    const clicks = await renderTable(20);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    const buttons = within(rowOf('a')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Edit', 'Remove']);
    fireEvent.click(buttons[0] as HTMLElement);
    fireEvent.click(within(rowOf('b')).getByRole('button', { name: 'Remove' }));
    expect(clicks).toEqual(['edit a', 'remove b']);
  });

  it('disables a button its row refuses, with the row’s tip', async () => {
    const clicks = await renderTable(0);
    const edit = screen.getByRole('button', { name: 'Edit b' });
    expect(edit).toHaveProperty('disabled', true);
    fireEvent.click(edit);
    expect(clicks).toEqual([]);
    fireEvent.pointerEnter(edit);
    expect(await screen.findByText('Locked')).toBeTruthy();
  });

  it('disables every button above level 20, with "Insufficent permissions"', async () => {
    await renderTable(30);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveProperty('disabled', true);
    fireEvent.pointerEnter(within(rowOf('a')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Insufficent permissions')).toBeTruthy();
  });

  it("'right-wide' fixes the column on the right but marks its cells to give way on a phone", () => {
    const wide = actionsColumn<Row>({
      title: 'Actions',
      permission: 'member:manage',
      width: 170,
      fixed: 'right-wide',
      actions: () => [],
    });
    expect(wide.fixed).toBe('right');
    expect(wide.className).toBe(ACTIONS_GIVE_WAY_ON_PHONE);
    const always = actionsColumn<Row>({
      title: 'Actions',
      permission: 'member:manage',
      width: 170,
      fixed: 'right',
      actions: () => [],
    });
    expect(always.fixed).toBe('right');
    expect(always.className).toBeUndefined();
  });
});
