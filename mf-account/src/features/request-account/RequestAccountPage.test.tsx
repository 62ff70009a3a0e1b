import type { ConsoleConfig } from '@beacon/shared';
import { renderRoute } from '@beacon/shared/testing';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmbedCreateOptions } from './embedScript.ts';
import { RequestAccountPage } from './RequestAccountPage.tsx';

type FormsWindow = Window & { BeaconForms?: unknown };

let nextScript = 0;

/** A config whose embed script URL no earlier test has loaded (loaded scripts are kept per page). */
function formsConfig(): Partial<ConsoleConfig> {
  nextScript += 1;
  return {
    marketingForms: {
      scriptUrl: `http://forms.test/embed-${nextScript}.js`,
      portalId: 'beacon',
      formId: 'request-account',
    },
  };
}

/**
 * Script elements the page appended to the document head. They are kept out of the document, so
 * happy-dom does not try to load them; the tests fire their load and error events.
 */
let appended: HTMLScriptElement[] = [];

beforeEach(() => {
  appended = [];
  const append = document.head.append.bind(document.head);
  rs.spyOn(document.head, 'append').mockImplementation((...nodes: (Node | string)[]) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) appended.push(node);
      else append(node);
    }
  });
});

function scriptsOf(url: string): HTMLScriptElement[] {
  return appended.filter((script) => script.src === url);
}

async function renderPage(config: Partial<ConsoleConfig> = formsConfig()) {
  const result = await renderRoute(<RequestAccountPage />, { url: '/request_account', config });
  await screen.findByRole('heading', { name: 'Request Account' });
  const url = config.marketingForms?.scriptUrl ?? '';
  return { ...result, url, script: () => scriptsOf(url)[0] };
}

/** A stand-in embed: renders a paragraph and remembers how it was called. */
function installEmbed() {
  const calls: EmbedCreateOptions[] = [];
  let destroyed = 0;
  (window as FormsWindow).BeaconForms = {
    create(options: EmbedCreateOptions) {
      calls.push(options);
      const text = document.createElement('p');
      text.textContent = 'Embedded request form';
      options.target.append(text);
      return { destroy: () => (destroyed += 1) };
    },
  };
  return { calls, destroyed: () => destroyed };
}

afterEach(() => {
  cleanup();
  rs.restoreAllMocks();
  delete (window as FormsWindow).BeaconForms;
});

describe('<RequestAccountPage />', () => {
  it('loads the configured embed script once and renders its form into the page', async () => {
    const embed = installEmbed();
    const config = formsConfig();
    const { url, script, unmount } = await renderPage(config);
    expect(screen.getByText('Loading the request form…')).toBeTruthy();
    await waitFor(() => expect(script()).toBeTruthy());
    act(() => {
      script()?.dispatchEvent(new Event('load'));
    });

    const region = await screen.findByRole('region', { name: 'Request an account form' });
    expect(within(region).getByText('Embedded request form')).toBeTruthy();
    expect(embed.calls.map(({ portalId, formId }) => ({ portalId, formId }))).toEqual([
      { portalId: 'beacon', formId: 'request-account' },
    ]);
    expect(embed.calls[0]?.target === region).toBe(true);
    expect(screen.queryByText('Loading the request form…')).toBeNull();

    unmount();
    expect(embed.destroyed()).toBe(1);

    // Back on the page, the script already ran: the form renders again without a second element.
    await renderRoute(<RequestAccountPage />, { url: '/request_account', config });
    const again = await screen.findByRole('region', { name: 'Request an account form' });
    await waitFor(() => expect(within(again).getByText('Embedded request form')).toBeTruthy());
    expect(embed.calls).toHaveLength(2);
    expect(scriptsOf(url)).toHaveLength(1);
  });

  it('says when the form was sent', async () => {
    const embed = installEmbed();
    const { script } = await renderPage();
    await waitFor(() => expect(script()).toBeTruthy());
    act(() => {
      script()?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(embed.calls).toHaveLength(1));
    act(() => {
      embed.calls[0]?.onSubmitted?.({ id: 's1' });
    });
    expect(await screen.findByText('Your request has been sent. We will be in touch by email.')).toBeTruthy();
    // The one confirmation: the service's form (and its own thank-you) is hidden.
    expect(screen.queryByRole('region', { name: 'Request an account form' })).toBeNull();
  });

  it('says the form could not be loaded when the script fails, and Retry adds the script again', async () => {
    const { url, script } = await renderPage();
    await waitFor(() => expect(script()).toBeTruthy());
    act(() => {
      script()?.dispatchEvent(new Event('error'));
    });

    expect(await screen.findByText('The request form could not be loaded.')).toBeTruthy();
    expect(
      screen.getByText('The marketing-forms service did not answer. Check your connection and retry.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loading the request form…')).toBeTruthy();
    expect(screen.queryByText('The request form could not be loaded.')).toBeNull();
    // The failed script is forgotten: a fresh element loads it again.
    await waitFor(() => expect(scriptsOf(url)).toHaveLength(2));
  });

  it('says the form could not be loaded when the script defines no BeaconForms', async () => {
    const { script } = await renderPage();
    await waitFor(() => expect(script()).toBeTruthy());
    act(() => {
      script()?.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByText('The request form could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says the form is unavailable when no marketing-forms service is configured', async () => {
    await renderPage({ marketingForms: null });
    expect(screen.getByText('The request form could not be loaded.')).toBeTruthy();
    expect(
      screen.getByText('This console has no marketing-forms service configured. Please contact support.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(appended).toEqual([]);
  });

  it('links to /create_account', async () => {
    await renderPage({ marketingForms: null });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/create_account');
  });
});
