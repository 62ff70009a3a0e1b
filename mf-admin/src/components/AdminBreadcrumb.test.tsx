import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { expectCrumbs } from '../testSupport.ts';
import { accountCrumb, AdminBreadcrumb } from './AdminBreadcrumb.tsx';
import '../locales/registerAdmin.ts';

const render = (element: React.ReactElement) =>
  renderRoute(element, { url: '/admin/x', platform: () => ({ status: 404 }) });

describe('<AdminBreadcrumb />', () => {
  it('Admin, then each crumb with its link; the last is the page itself, never a link', async () => {
    await render(
      <AdminBreadcrumb crumbs={[accountCrumb('acme', 'Acme Logistics'), { label: 'Warehouse', to: '/x' }]} />,
    );
    expectCrumbs(['Admin', 'Acme Logistics', 'Warehouse'], ['/admin', '/admin/accounts/acme']);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByText('Warehouse').closest('li')?.getAttribute('aria-current')).toBe('page');
  });

  it('an account the platform does not know is named by its id, without a link', async () => {
    await render(<AdminBreadcrumb crumbs={[accountCrumb('nope', undefined, true), { label: 'Monitored Hotspots' }]} />);
    expectCrumbs(['Admin', 'nope', 'Monitored Hotspots'], ['/admin']);
  });
});
