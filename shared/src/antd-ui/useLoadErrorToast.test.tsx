import { describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import AntApp from 'antd/es/app';
import { initI18n, registerTranslations } from '../i18n/i18n.ts';
import type { ApiError } from '../api/base-query/types.ts';
import { useLoadErrorToast } from './useLoadErrorToast.ts';

await initI18n();
void registerTranslations('demo', {
  en: { load: { error: 'Could not load the demo: {{message}}' } },
  de: { load: { error: 'Die Demo konnte nicht geladen werden: {{message}}' } },
});

function Page({ error }: { error: unknown }) {
  const loadError = useLoadErrorToast(error, 'demo:load.error', 'Error loading the demo: {{message}}');
  return <p>{loadError ? `inline: ${loadError.status} ${loadError.message}` : 'no failure'}</p>;
}

function renderPage(error: unknown) {
  const view = render(
    <AntApp>
      <Page error={error} />
    </AntApp>,
  );
  return {
    ...view,
    show: (next: unknown) =>
      view.rerender(
        <AntApp>
          <Page error={next} />
        </AntApp>,
      ),
  };
}

const toasts = (text: RegExp) => screen.queryAllByText(text).filter((node) => node.closest('.ant-notification'));

describe('useLoadErrorToast', () => {
  it('toasts the key of the page’s namespace once per failed load, and answers the failure', async () => {
    const failure: ApiError = { status: 500, message: 'Database unavailable' };
    const page = renderPage(failure);
    expect(await screen.findByText('Could not load the demo: Database unavailable')).toBeTruthy();
    expect(screen.getByText('inline: 500 Database unavailable')).toBeTruthy();

    page.show(failure);
    await act(() => Promise.resolve());
    expect(toasts(/Database unavailable/)).toHaveLength(1);

    page.show({ status: 503, message: 'Try later' });
    expect(await screen.findByText('Could not load the demo: Try later')).toBeTruthy();
    page.unmount();
  });

  it('shows no toast for 401 and 429 (the base query has handled them), but still answers them', async () => {
    const page = renderPage({ status: 401, message: 'Unauthorized' });
    expect(screen.getByText('inline: 401 Unauthorized')).toBeTruthy();
    page.show({ status: 429, message: 'Too many requests' });
    expect(screen.getByText('inline: 429 Too many requests')).toBeTruthy();
    await act(() => Promise.resolve());
    expect(toasts(/Unauthorized|Too many requests/)).toHaveLength(0);
    page.unmount();
  });

  it('normalises a client-side failure, and answers undefined while there is none', async () => {
    const page = renderPage(undefined);
    expect(screen.getByText('no failure')).toBeTruthy();
    page.show({ name: 'TypeError', message: 'response.stats is undefined' });
    expect(screen.getByText('inline: PARSE_ERROR response.stats is undefined')).toBeTruthy();
    expect(await screen.findByText('Could not load the demo: response.stats is undefined')).toBeTruthy();
    page.unmount();
  });
});
