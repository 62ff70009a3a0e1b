import { describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import { renderRoute } from '../testing/index.tsx';
import { AddButton } from './AddButton.tsx';

const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Add route' });

async function renderAdd(userLevel: number, onClick = rstest.fn()) {
  await renderRoute(
    <AddButton permission="route:manage" onClick={onClick}>
      Add route
    </AddButton>,
    { url: '/', account: { account_id: 'acme', name: 'Acme', user_level: userLevel } as never },
  );
  return onClick;
}

describe('<AddButton />', () => {
  it('is the primary button with the plus icon hidden from screen readers, for managers', async () => {
    const onClick = await renderAdd(10);
    expect(button().className).toContain('ant-btn-primary');
    expect(button().querySelector('.anticon-plus')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled above level 20', async () => {
    await renderAdd(30);
    expect(button().disabled).toBe(true);
  });
});
