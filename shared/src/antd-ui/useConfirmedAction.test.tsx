import { describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import AntApp from 'antd/es/app';
import { useConfirmedAction } from './useConfirmedAction.ts';

function Remove({ run }: { run: () => Promise<unknown> }) {
  const confirm = useConfirmedAction();
  const ask = () =>
    confirm({
      title: 'Remove the demo?',
      content: 'It is gone for good.',
      okText: 'Remove',
      cancelText: 'Keep',
      run,
      success: 'Demo removed',
      failure: (message) => `Error removing the demo: ${message}`,
    });
  return <button onClick={ask}>Remove demo</button>;
}

function renderRemove(run: () => Promise<unknown>) {
  render(
    <AntApp>
      <Remove run={run} />
    </AntApp>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Remove demo' }));
}

describe('useConfirmedAction', () => {
  it('asks first with the focus on Cancel, and runs nothing when cancelled', async () => {
    const run = rstest.fn(() => Promise.resolve());
    renderRemove(run);
    expect(await screen.findByText('It is gone for good.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Keep'));
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(run).not.toHaveBeenCalled();
  });

  it('runs the action on OK and toasts the success', async () => {
    const run = rstest.fn(() => Promise.resolve());
    renderRemove(run);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Demo removed')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('toasts the failure with its message', async () => {
    renderRemove(() => Promise.reject(new Error('The demo is in use')));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Error removing the demo: The demo is in use')).toBeTruthy();
    expect(screen.queryByText('Demo removed')).toBeNull();
  });
});
