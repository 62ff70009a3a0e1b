import { describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { LazyBoundary, lazyExports, resetFailedLoads, retryableLazy } from './retryableLazy.tsx';

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

/**
 * Renders `Page` in the boundary: its load fails once (Retry shows, one load so far); after
 * `recover()` Retry loads it again and `text` shows (two loads).
 */
async function expectFailureThenRetry(
  Page: ComponentType,
  text: string,
  {
    loads,
    recover,
    Wrapper = Suspense,
  }: {
    loads: () => number;
    recover: () => void;
    /** The boundary around the page: Suspense, or LazyBoundary. */
    Wrapper?: ComponentType<{ fallback: ReactNode; children: ReactNode }>;
  },
): Promise<void> {
  render(
    <Boundary>
      <Wrapper fallback="loading">
        <Page />
      </Wrapper>
    </Boundary>,
  );
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(loads()).toBe(1);
  recover();
  act(() => retry.click());
  expect(await screen.findByText(text)).toBeTruthy();
  expect(loads()).toBe(2);
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
    await expectFailureThenRetry(Page, 'Loaded page', {
      loads: () => attempts,
      recover: () => {
        failing = false;
      },
    });
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

describe('retryableLazy preload', () => {
  it('renders a preloaded component at once, without showing the fallback', async () => {
    let loads = 0;
    const Page = retryableLazy(() => {
      loads += 1;
      return Promise.resolve({ default: () => <p>Preloaded page</p> });
    });
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously after the render: no fallback was committed.
    expect(screen.getByText('Preloaded page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loads).toBe(1);
  });

  it('shares one load between preload and render, and a failed preload fails the render until Retry', async () => {
    let failing = true;
    let loads = 0;
    const Page = retryableLazy(() => {
      loads += 1;
      return failing ? Promise.reject(new Error('chunk failed')) : Promise.resolve(() => <p>Second try</p>);
    });
    await Page.preload(); // never rejects
    await expectFailureThenRetry(Page, 'Second try', {
      loads: () => loads,
      recover: () => {
        failing = false;
      },
    });
  });
});

describe('LazyBoundary', () => {
  it('shows its fallback while the code loads, then the component', async () => {
    let resolve: (page: ComponentType) => void = () => undefined;
    const Page = retryableLazy(() => new Promise<ComponentType>((r) => (resolve = r)));
    render(
      <LazyBoundary fallback={<p>Loading page</p>}>
        <Page />
      </LazyBoundary>,
    );
    expect(screen.getByText('Loading page')).toBeTruthy();
    act(() => resolve(() => <p>Page content</p>));
    expect(await screen.findByText('Page content')).toBeTruthy();
    expect(screen.queryByText('Loading page')).toBeNull();
  });

  it('hands a failed load to the error boundary, and Retry loads again', async () => {
    let failing = true;
    let loads = 0;
    const Page = retryableLazy(() => {
      loads += 1;
      return failing ? Promise.reject(new Error('chunk failed')) : Promise.resolve(() => <p>Loaded at last</p>);
    });
    await expectFailureThenRetry(Page, 'Loaded at last', {
      loads: () => loads,
      recover: () => {
        failing = false;
      },
      Wrapper: LazyBoundary,
    });
  });
});

describe('lazyExports', () => {
  it('gives each key the export of that name from its module, loaded once per module import', async () => {
    let imports = 0;
    const load = () => {
      imports += 1;
      return Promise.resolve({
        First: () => <p>first page</p>,
        Second: ({ name }: { name: string }) => <p>second page of {name}</p>,
      });
    };
    const Screens = lazyExports({ First: load, Second: load });
    expect(Screens.First.settled()).toBe(false);
    await Screens.First.preload();
    expect(Screens.First.settled()).toBe(true);
    expect(Screens.Second.settled()).toBe(false);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screens.First />
        <Screens.Second name="net-1" />
      </Suspense>,
    );
    expect(await screen.findByText('second page of net-1')).toBeTruthy();
    expect(screen.getByText('first page')).toBeTruthy();
    expect(imports).toBe(2);
  });
});
