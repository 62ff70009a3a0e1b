import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { renderAccountPage } from '../../testSupport.tsx';
import { AccountSettingsPage } from './AccountSettingsPage.tsx';

describe('<AccountSettingsPage />', () => {
  it('shows the account summary and its features, with no tab active', async () => {
    await renderAccountPage(<AccountSettingsPage />, { url: '/account/settings', platform: () => ({ status: 200 }) });
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeTruthy();
    expect(screen.getByText('Acme Corp')).toBeTruthy();
    expect(screen.getByText('Global forwarders')).toBeTruthy();
    expect(screen.getAllByText('Not enabled')).toHaveLength(3);
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
  });
});
