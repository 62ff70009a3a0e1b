import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { HotspotTypeBadge } from './HotspotTypeBadge.tsx';
import { hotspotKind, monitoringStatusTone, statusBadgeTone, TONE_COLORS } from './hotspotLabels.ts';
import { StatusBadge } from './StatusBadge.tsx';

describe('status badge tones (§4.3)', () => {
  it.each([
    ['online', 'success'],
    ['connected', 'success'],
    ['Online', 'success'],
    ['offline', 'danger'],
    ['disconnected', 'danger'],
    ['pending', 'warning'],
    ['unknown', 'secondary'],
    ['rebooting', 'secondary'],
    [null, 'secondary'],
    [undefined, 'secondary'],
  ])('%s is %s', (status, tone) => {
    expect(statusBadgeTone(status)).toBe(tone);
  });

  it('the monitoring list: online success, offline danger, anything else warning', () => {
    expect(monitoringStatusTone('online')).toBe('success');
    expect(monitoringStatusTone('offline')).toBe('danger');
    expect(monitoringStatusTone('unknown')).toBe('warning');
    expect(monitoringStatusTone(undefined)).toBe('warning');
  });

  it('each tone has its own colour, secondary the neutral one', () => {
    expect(new Set(Object.values(TONE_COLORS)).size).toBe(4);
    expect(TONE_COLORS.secondary).toBe('default');
  });
});

describe('hotspot types (§4.3)', () => {
  it('knows the three record types; anything else is unknown', () => {
    expect(hotspotKind('MonitoredHotspot')).toBe('monitored');
    expect(hotspotKind('AP')).toBe('access-point');
    expect(hotspotKind('AP+MonitoredHotspot')).toBe('blended');
    expect(hotspotKind('Gateway')).toBe('unknown');
    expect(hotspotKind(null)).toBe('unknown');
  });

  it.each([
    ['MonitoredHotspot', 'Monitored Hotspot', false],
    ['AP', 'Access Point', false],
    ['AP+MonitoredHotspot', 'Monitored AP', true],
    ['Something', 'Unknown Type', false],
  ])('<HotspotTypeBadge type="%s" /> reads "%s" (Blended Data: %s)', async (type, label, blended) => {
    await renderRoute(<HotspotTypeBadge type={type} />, { url: '/' });
    expect(await screen.findByText(label)).toBeTruthy();
    expect(screen.queryByText('Blended Data') !== null).toBe(blended);
  });

  it('<StatusBadge /> names the status and carries the tone’s colour', async () => {
    await renderRoute(
      <>
        <StatusBadge status="disconnected" tone={statusBadgeTone('disconnected')} />
        <StatusBadge status="pending" tone={statusBadgeTone('pending')} />
        <StatusBadge status={null} tone={statusBadgeTone(null)} />
      </>,
      { url: '/' },
    );
    const disconnected = await screen.findByText('Disconnected');
    expect(disconnected.getAttribute('data-tone')).toBe('danger');
    expect(disconnected.className).toContain('ant-tag-red');
    expect(screen.getByText('Pending').className).toContain('ant-tag-gold');
    expect(screen.getByText('Unknown').getAttribute('data-tone')).toBe('secondary');
  });
});
