import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { routedRemoteApp } from './routedRemoteApp.tsx';

const ROUTES = [
  { index: true, element: <p>list page</p> },
  { path: ':id', element: <p>detail page</p> },
];

describe('routedRemoteApp', () => {
  it('renders the route the location matches', () => {
    const App = routedRemoteApp('mf-test', ROUTES);
    render(
      <MemoryRouter initialEntries={['/d-1']}>
        <App basePath="/*" />
      </MemoryRouter>,
    );
    expect(screen.getByText('detail page')).toBeTruthy();
    expect(screen.queryByText('list page')).toBeNull();
  });

  it('renders the header above the page when one is given', () => {
    const App = routedRemoteApp('mf-test', ROUTES, () => <nav>remote nav</nav>);
    render(
      <MemoryRouter initialEntries={['/']}>
        <App basePath="/*" />
      </MemoryRouter>,
    );
    const nav = screen.getByText('remote nav');
    const page = screen.getByText('list page');
    expect(nav.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
