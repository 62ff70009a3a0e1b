import { describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import AntApp from 'antd/es/app';
import type { ApiError } from '../api/base-query/types.ts';
import { useErrorToast } from './useErrorToast.ts';

/** Renders a component holding the toaster; answers a function that fails a call with `cause`. */
function renderToaster() {
  let toast: ReturnType<typeof useErrorToast> | undefined;
  function Probe() {
    toast = useErrorToast();
    return null;
  }
  render(
    <AntApp>
      <Probe />
    </AntApp>,
  );
  return (cause: unknown) => {
    let answer: ApiError | undefined;
    act(() => {
      answer = toast?.(cause, (message) => `Error saving the demo: ${message}`);
    });
    return answer;
  };
}

const toasts = (text: RegExp) => screen.queryAllByText(text).filter((node) => node.closest('.ant-notification'));

describe('useErrorToast', () => {
  it('toasts the caller’s text with the failure’s message, and answers the ApiError', async () => {
    const fail = renderToaster();
    expect(fail({ status: 400, message: 'Valid Network Name required' })).toEqual({
      status: 400,
      message: 'Valid Network Name required',
    });
    expect(await screen.findByText('Error saving the demo: Valid Network Name required')).toBeTruthy();
  });

  it('normalises what unwrap() rejects with when it is not an ApiError', async () => {
    const fail = renderToaster();
    expect(fail(new Error('Network request aborted'))).toEqual({
      status: 'PARSE_ERROR',
      message: 'Network request aborted',
    });
    expect(await screen.findByText('Error saving the demo: Network request aborted')).toBeTruthy();
  });

  it('leaves 401 and 429 to the base query (signed out, rate-limit toast)', async () => {
    const fail = renderToaster();
    expect(fail({ status: 401, message: 'Unauthorized' })?.status).toBe(401);
    expect(fail({ status: 429, message: 'Too many requests' })?.status).toBe(429);
    await act(() => Promise.resolve());
    expect(toasts(/Error saving the demo/)).toHaveLength(0);
  });
});
