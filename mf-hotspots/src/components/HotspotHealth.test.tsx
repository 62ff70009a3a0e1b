import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import { FlappingBadge, UptimeText } from './HotspotHealth.tsx';

describe('UptimeText', () => {
  it('shows the percentage with one decimal at most', async () => {
    await renderRoute(<UptimeText value={99.45} />, { url: '/' });
    expect(screen.getByText('99.5 %')).toBeTruthy();
  });

  it('shows a dash, named for screen readers, when no uptime is known', async () => {
    await renderRoute(<UptimeText value={null} />, { url: '/' });
    expect(screen.getByRole('img', { name: 'No uptime known' }).textContent).toBe('–');
  });
});

describe('FlappingBadge', () => {
  it('is absent for a hotspot that is not flapping', async () => {
    const { container } = await renderRoute(<FlappingBadge flapping={false} changes={3} />, { url: '/' });
    expect(container.textContent).toBe('');
  });

  it('shows "Flapping" with the hour’s changes and the limit in its hint', async () => {
    await renderRoute(<FlappingBadge flapping changes={7} />, { url: '/' });
    const badge = screen.getByText('Flapping');
    fireEvent.mouseEnter(badge);
    expect(await screen.findByText('7 status changes in the last hour (more than 4)')).toBeTruthy();
  });
});
