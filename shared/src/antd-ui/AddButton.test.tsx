import type { Account } from '@beacon/shared/contract';
import { describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import { renderRoute, testAccount } from '../testing/index.tsx';
import { AddButton } from './AddButton.tsx';

async function renderAdd(level: Account['user_level']) {
  const onClick = rstest.fn();
  await renderRoute(
    <AddButton permission="token:manage" onClick={onClick}>
      Create Token
    </AddButton>,
    { url: '/', path: '/', account: testAccount({ user_level: level }) },
  );
  return { onClick, button: screen.getByRole<HTMLButtonElement>('button', { name: 'Create Token' }) };
}

describe('<AddButton />', () => {
  it('is a primary button with the plus icon, named by its text alone, for a manager', async () => {
    const { onClick, button } = await renderAdd(20);
    expect(button.className).toContain('ant-btn-primary');
    expect(button.querySelector('.anticon-plus')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled above level 20', async () => {
    const { onClick, button } = await renderAdd(30);
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('without a permission is enabled at every level (Add Group)', async () => {
    const onClick = rstest.fn();
    await renderRoute(<AddButton onClick={onClick}>Add Group</AddButton>, {
      url: '/',
      path: '/',
      account: testAccount({ user_level: 40 }),
    });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Add Group' });
    expect(button.className).toContain('ant-btn-primary');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
