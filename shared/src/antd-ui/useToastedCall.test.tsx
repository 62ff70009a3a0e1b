import { describe, expect, it, rstest } from '@rstest/core';
import { act, renderHook, screen } from '@testing-library/react';
import AntApp from 'antd/es/app';
import { useToastedCall, type CallFeedback, type CallOutcome } from './useToastedCall.ts';

/** What a failed RTK Query `unwrap()` rejects with: the base query's ApiError. */
const failure = (status: number, message: string) => Promise.reject(Object.assign(new Error(message), { status }));

/** Answers a function that runs a call through the hook, with "Error saving the demo: …" as its failure toast. */
function renderCaller() {
  const { result } = renderHook(() => useToastedCall(), { wrapper: AntApp });
  return async <Result,>(call: () => Promise<Result>, feedback: Partial<CallFeedback> = {}) => {
    let outcome: CallOutcome<Result> | undefined;
    await act(async () => {
      outcome = await result.current(call, { error: (message) => `Error saving the demo: ${message}`, ...feedback });
    });
    return outcome;
  };
}

describe('useToastedCall', () => {
  it('answers the result and toasts the success', async () => {
    const run = renderCaller();
    expect(await run(() => Promise.resolve({ id: 'n1' }), { success: 'Demo saved' })).toEqual({
      ok: true,
      result: { id: 'n1' },
    });
    expect(await screen.findByText('Demo saved')).toBeTruthy();
  });

  it('toasts a failure and puts a 400’s message on the refused field', async () => {
    const run = renderCaller();
    const form = { setFields: rstest.fn() };
    const outcome = await run(() => failure(400, 'Name taken'), {
      success: 'Demo saved',
      refusedField: { form, name: 'name' },
    });
    expect(outcome?.ok === false && [outcome.error.status, outcome.error.message]).toEqual([400, 'Name taken']);
    expect(await screen.findByText('Error saving the demo: Name taken')).toBeTruthy();
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'name', errors: ['Name taken'] }]);
    expect(screen.queryByText('Demo saved')).toBeNull();
  });

  it('leaves the field alone on a failure other than 400', async () => {
    const run = renderCaller();
    const form = { setFields: rstest.fn() };
    const outcome = await run(() => failure(500, 'Internal error'), {
      refusedField: { form, name: 'name' },
    });
    expect(outcome?.ok).toBe(false);
    expect(await screen.findByText('Error saving the demo: Internal error')).toBeTruthy();
    expect(form.setFields).not.toHaveBeenCalled();
  });
});
