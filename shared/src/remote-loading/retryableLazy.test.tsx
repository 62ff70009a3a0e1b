import { describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { resetFailedLoads, retryableLazy } from './retryableLazy.ts';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button
        onClick={() => {
          resetFailedLoads();
          this.setState({ failed: false });
        }}
      >
        Retry
      </button>
    ) : (
      this.props.children
    );
  }
}

describe('retryableLazy', () => {
  it('fails once, then loads again on Retry instead of re-requesting in a loop', async () => {
    let failing = true;
    let attempts = 0;
    const Page = retryableLazy(() => {
      attempts += 1;
      if (failing) return Promise.reject(new Error('chunk failed'));
      return Promise.resolve({ default: () => <p>Loaded page</p> });
    });
    render(
      <Boundary>
        <Suspense fallback="loading">
          <Page />
        </Suspense>
      </Boundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(attempts).toBe(1);
    failing = false;
    act(() => retry.click());
    expect(await screen.findByText('Loaded page')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('accepts a named export resolved as a component', async () => {
    const Page = retryableLazy(() => Promise.resolve(() => <p>Named export</p>));
    render(
      <Suspense fallback="loading">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('Named export')).toBeTruthy();
  });
});
