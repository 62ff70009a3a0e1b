import { describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { Component, useRef, type ReactNode } from 'react';
import { useOlMap } from './useOlMap.ts';

// The OpenLayers chunk fails to load, as a ChunkLoadError would.
rs.mock('./mapKit.ts', () => {
  throw new Error('Loading chunk ol-map failed');
});

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    return error ? <p role="alert">{error instanceof Error ? error.message : 'failed'}</p> : this.props.children;
  }
}

function MapProbe({ attach }: { attach: () => () => void }) {
  const targetRef = useRef<HTMLDivElement>(null);
  useOlMap(targetRef, { tileUrl: null, center: [0, 0], zoom: 2 }, attach);
  return <div ref={targetRef} />;
}

describe('useOlMap when OpenLayers does not load', () => {
  it('throws the load error to the nearest error boundary and never attaches', async () => {
    const attach = rs.fn(() => () => undefined);
    const spy = rs.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <MapProbe attach={attach} />
      </Boundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Loading chunk ol-map failed');
    expect(attach).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
