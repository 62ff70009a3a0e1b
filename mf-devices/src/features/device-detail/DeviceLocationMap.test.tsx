import type { Device } from '@beacon/shared/contract';
import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it, rstest } from '@rstest/core';
import { screen } from '@testing-library/react';
import { TEST_ACCOUNT } from '../../testSupport.ts';
import { DeviceLocationMap } from './DeviceLocationMap.tsx';

// OpenLayers draws on a canvas, which happy-dom does not have: a stand-in shows the view it was given.
rstest.mock('../../components/device-map/DeviceMap.tsx', () => ({
  DeviceMap: ({
    markers,
    center,
    zoom,
  }: {
    markers: Array<{ deviceId: string }>;
    center: [number, number];
    zoom: number;
  }) => (
    <output aria-label="map stand-in">
      {`${markers.map((m) => m.deviceId).join(',')} at ${center.join(',')} zoom ${zoom}`}
    </output>
  ),
}));

const DEVICE = {
  device_id: '00000000-0000-8000-8200-a4c138f06e21',
  network_id: 'net-1',
  created: 1,
} as Device;

function renderMap(device: Device | undefined) {
  return renderRoute(<DeviceLocationMap device={device} />, {
    url: '/devices/x',
    path: '/devices/:devId',
    account: TEST_ACCOUNT,
    platform: () => ({ status: 404, body: {} }),
  });
}

describe('<DeviceLocationMap />', () => {
  it('opens the map on the device at zoom 12 (customer-console.md §9)', async () => {
    await renderMap({ ...DEVICE, last_location_point: { lat: 48.8566, lon: 2.3522 } });
    expect((await screen.findByRole('status', { name: 'map stand-in' })).textContent).toBe(
      `${DEVICE.device_id} at 2.3522,48.8566 zoom 12`,
    );
    expect(screen.getByText(/Last location 48.8566, 2.3522\./)).toBeTruthy();
  });

  it('reads a "lat,lon" text location when there is no point', async () => {
    await renderMap({ ...DEVICE, last_location: '51.5,-0.12' });
    expect((await screen.findByRole('status', { name: 'map stand-in' })).textContent).toContain('-0.12,51.5 zoom 12');
  });

  it('says so when the device has no location, and draws no map', async () => {
    await renderMap(DEVICE);
    expect(screen.getByText('This device has not reported a location yet.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'map stand-in' })).toBeNull();
  });

  it('keeps the card while the device loads', async () => {
    await renderMap(undefined);
    expect(screen.getByRole('region', { name: 'Location' })).toBeTruthy();
    expect(screen.queryByText('This device has not reported a location yet.')).toBeNull();
  });
});
