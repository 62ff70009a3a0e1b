import { describe, expect, it, rstest } from '@rstest/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import AntApp from 'antd/es/app';
import { useDestructiveAction } from './useDestructiveAction.ts';

/** Renders a Delete button that asks before running `run`; answers what ran after it. */
function renderDelete(run: () => Promise<unknown>) {
  const onDone = rstest.fn();
  function Probe() {
    const confirm = useDestructiveAction();
    return (
      <button
        type="button"
        onClick={() =>
          confirm({
            title: 'Delete the demo?',
            content: 'It is gone for good.',
            okText: 'Delete demo',
            cancelText: 'Keep it',
            run,
            error: (message) => `Error deleting the demo: ${message}`,
            success: 'Demo deleted',
            onDone,
          })
        }
      >
        Delete
      </button>
    );
  }
  render(
    <AntApp>
      <Probe />
    </AntApp>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  return onDone;
}

describe('useDestructiveAction', () => {
  it('asks first, with a red OK; Cancel runs nothing', async () => {
    const run = rstest.fn(() => Promise.resolve());
    renderDelete(run);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete the demo?').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('It is gone for good.')).toBeTruthy();
    const ok = screen.getByRole('button', { name: 'Delete demo' });
    expect(ok.className).toContain('ant-btn-dangerous');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(run).not.toHaveBeenCalled();
  });

  it('on OK runs the call, toasts the success and calls onDone', async () => {
    const run = rstest.fn(() => Promise.resolve());
    const onDone = renderDelete(run);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete demo' }));
    expect(await screen.findByText('Demo deleted')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('toasts a failure with its message, and nothing after', async () => {
    const onDone = renderDelete(() => Promise.reject(new Error('The demo is in use')));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete demo' }));
    expect(await screen.findByText('Error deleting the demo: The demo is in use')).toBeTruthy();
    await act(() => Promise.resolve());
    expect(screen.queryByText('Demo deleted')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });
});
