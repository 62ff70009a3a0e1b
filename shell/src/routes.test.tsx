import { ConsoleConfigContext, createConsoleConfig, initI18n, registerTranslations } from '@beacon/shared';
import { afterEach, beforeAll, describe, expect, it, rstest } from '@rstest/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider, type RouteObject } from 'react-router';
import shellDe from './locales/de/shell.json';
import shellEn from './locales/en/shell.json';
import { shellRoutes } from './routes.tsx';

const CONFIG = createConsoleConfig({ consoleName: 'Beacon Console' });

function Boom(): never {
  throw new Error('The frame broke');
}

/** The shell's routes, plus children of the root that fail: a render bug and an error response. */
function renderShell(url: string) {
  const routes = shellRoutes([]);
  const root = routes[0] as RouteObject & { children: RouteObject[] };
  root.children.push(
    { path: '/boom', element: <Boom /> },
    {
      path: '/unavailable',
      loader: () => {
        // react-router fails a route with a status by throwing its `data()` response.
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw data('Down for maintenance', { status: 503, statusText: 'Service Unavailable' });
      },
      element: null,
    },
  );
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return render(
    <ConsoleConfigContext value={CONFIG}>
      <RouterProvider router={router} />
    </ConsoleConfigContext>,
  );
}

beforeAll(async () => {
  await initI18n();
  void registerTranslations('shell', { en: shellEn, de: shellDe });
});

afterEach(() => {
  cleanup();
  rstest.restoreAllMocks();
});

describe('shell routes: the root error screen', () => {
  it('is not shown while routes render (the not-found page in the frame)', async () => {
    renderShell('/404');
    expect(await screen.findByText('Resource not found in this account')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('catches a render error that no remote boundary caught: plain markup, the message, Retry reloads', async () => {
    rstest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = rstest.fn();
    const realLocation = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
    try {
      renderShell('/boom');
      const alert = await screen.findByRole('alert');
      expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
      expect(alert.textContent).toContain('The frame broke');
      expect(document.querySelector('.ant-btn, [class*="ant-"]')).toBeNull();
      await waitFor(() => expect(document.title).toBe('Beacon Console | Something went wrong'));
      expect(screen.getByRole('link', { name: 'Back to networks' }).getAttribute('href')).toBe('/');
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    }
  });

  it('shows the status of an error response', async () => {
    rstest.spyOn(console, 'error').mockImplementation(() => undefined);
    rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderShell('/unavailable');
    expect(await screen.findByText('503 Service Unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
