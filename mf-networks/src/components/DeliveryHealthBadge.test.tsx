import type { DeliveryHealth } from '@beacon/shared/contract';
import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import { deliveryHealth } from '../testSupport.tsx';
import { DeliveryHealthBadge } from './DeliveryHealthBadge.tsx';

const TO = '/networks/net-1/routes/0123456789abcdef/deliveries';

/** Last attempted 3 hours ago. */
const health = (extra: Partial<DeliveryHealth>) =>
  deliveryHealth({ route_key: '0123456789abcdef', last_at: Math.floor(Date.now() / 1000) - 3 * 3600, ...extra });

function renderBadge(value: DeliveryHealth | undefined, loaded = true) {
  return renderRoute(<DeliveryHealthBadge health={value} loaded={loaded} to={TO} />, { url: '/' });
}

describe('<DeliveryHealthBadge />', () => {
  it('shows the 24 h success rate rounded down, orange when some attempts failed', async () => {
    await renderBadge(health({ total: 120, succeeded: 119, success_rate: 119 / 120 }));
    expect(screen.getByRole('link', { name: '99% of 120 in 24 h' }).querySelector('.ant-tag-orange')).not.toBeNull();
  });

  it('is green when every attempt succeeded, and tells when the last one was on hover', async () => {
    await renderBadge(health({ total: 1234, succeeded: 1234, success_rate: 1 }));
    const link = screen.getByRole('link', { name: '100% of 1,234 in 24 h' });
    expect(link.querySelector('.ant-tag-green')).not.toBeNull();
    expect(link.getAttribute('href')).toBe(TO);
    fireEvent.pointerEnter(link);
    expect(await screen.findByText('Last attempt 3 hours ago')).toBeTruthy();
  });

  it('is red when the last 5 attempts failed, even with none in the last 24 h', async () => {
    await renderBadge(health({ failing: true }));
    const link = screen.getByRole('link', { name: 'Failing · none in 24 h' });
    expect(link.querySelector('.ant-tag-red')).not.toBeNull();
    fireEvent.pointerEnter(link);
    expect(await screen.findByText('The last 5 attempts failed. Last attempt 3 hours ago')).toBeTruthy();
  });

  it('is grey "No deliveries" without any, and a plain "Deliveries" link before the health has loaded', async () => {
    const { unmount } = await renderBadge(undefined);
    const none = screen.getByRole('link', { name: 'No deliveries' });
    expect(none.querySelector('.ant-tag-red, .ant-tag-green, .ant-tag-orange')).toBeNull();
    unmount();
    await renderBadge(undefined, false);
    expect(screen.getByRole('link', { name: 'Deliveries' }).getAttribute('href')).toBe(TO);
  });
});
