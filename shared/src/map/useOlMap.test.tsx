import { describe, expect, it, rs } from '@rstest/core';
import { render, screen, waitFor } from '@testing-library/react';
import OlMap from 'ol/Map.js';
import Graticule from 'ol/layer/Graticule.js';
import { useRef } from 'react';
import type { OlMapOptions } from './types.ts';
import { useOlMap, type AttachLayers } from './useOlMap.ts';

const LONDON: OlMapOptions = { tileUrl: null, center: [-0.12, 51.5], zoom: 6 };

function MapProbe({ options = LONDON, attach }: { options?: OlMapOptions; attach: AttachLayers }) {
  const targetRef = useRef<HTMLDivElement>(null);
  const { ready } = useOlMap(targetRef, options, attach);
  return <div ref={targetRef} role="region" aria-label="Map" aria-busy={!ready} />;
}

describe('useOlMap', () => {
  it('loads OpenLayers, opens the map in the target and lets the feature attach its layers', async () => {
    const detach = rs.fn();
    const attach = rs.fn<AttachLayers>((map, kit) => {
      const layer = kit.createMarkerLayer(map);
      layer.update([{ id: 'd1', lon: -0.12, lat: 51.5 }]);
      return () => {
        layer.dispose();
        detach();
      };
    });
    const { unmount } = render(<MapProbe attach={attach} />);
    const region = screen.getByRole('region', { name: 'Map' });
    expect(region.getAttribute('aria-busy')).toBe('true');

    await waitFor(() => expect(region.getAttribute('aria-busy')).toBe('false'));
    expect(attach).toHaveBeenCalledTimes(1);
    const map = attach.mock.calls[0]?.[0] as OlMap;
    expect(map).toBeInstanceOf(OlMap);
    expect(map.getTargetElement()).toBe(region);
    // The base layer (a graticule, as no tiles are configured) and the feature's marker layer.
    const layers = map.getLayers().getArray();
    expect(layers).toHaveLength(2);
    expect(layers[0]).toBeInstanceOf(Graticule);
    expect(map.getView().getZoom()).toBe(6);

    unmount();
    expect(detach).toHaveBeenCalledTimes(1);
    expect(map.getTargetElement()).toBeNull();
    expect(map.getLayers().getLength()).toBe(1);
  });

  it('opens a new map when the options change, disposing the old one first', async () => {
    const detach = rs.fn();
    const attach = rs.fn<AttachLayers>(() => detach);
    const { rerender } = render(<MapProbe attach={attach} />);
    await waitFor(() => expect(attach).toHaveBeenCalledTimes(1));
    const first = attach.mock.calls[0]?.[0] as OlMap;

    rerender(<MapProbe attach={attach} options={{ ...LONDON, zoom: 9 }} />);
    await waitFor(() => expect(attach).toHaveBeenCalledTimes(2));
    expect(detach).toHaveBeenCalledTimes(1);
    expect(first.getTargetElement()).toBeNull();
    expect((attach.mock.calls[1]?.[0] as OlMap).getView().getZoom()).toBe(9);
  });

  it('does not attach when the component is gone before OpenLayers has loaded', async () => {
    const attach = rs.fn<AttachLayers>(() => () => undefined);
    const { unmount } = render(<MapProbe attach={attach} />);
    unmount();
    // Let the (already cached) kit import settle, then some.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attach).not.toHaveBeenCalled();
  });
});
