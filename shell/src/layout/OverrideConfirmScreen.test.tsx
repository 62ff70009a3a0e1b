import { beforeAll, describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n, registerTranslations } from '@beacon/shared';
import shellDe from '../locales/de/shell.json';
import shellEn from '../locales/en/shell.json';
import { RegistryContext } from '../registry/RegistryContext.ts';
import type { ResolvedRegistry } from '../registry/registry.ts';
import { OverrideBanner } from './OverrideBanner.tsx';
import { OverrideConfirmScreen } from './OverrideConfirmScreen.tsx';

const PENDING = [
  {
    remote: 'mf-account',
    url: 'http://localhost:3014/mf-manifest.json',
    registryEntry: 'http://localhost:3004/mf-manifest.json',
  },
];

beforeAll(async () => {
  await initI18n();
  void registerTranslations('shell', { en: shellEn, de: shellDe });
});

describe('OverrideConfirmScreen', () => {
  it('names the remote, the URL and what it replaces, and puts the focus on Cancel', () => {
    const onConfirm = rstest.fn();
    const onCancel = rstest.fn();
    render(
      <OverrideConfirmScreen
        consoleName="Beacon Console"
        pending={PENDING}
        rejected={[{ remote: 'mf-admin', url: 'https://evil.example/m.json', reason: 'origin-not-allowed' }]}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Load part of the console from another address?',
    );
    expect(screen.getByText('mf-account')).toBeTruthy();
    expect(screen.getByText('http://localhost:3014/mf-manifest.json')).toBeTruthy();
    expect(screen.getByText('http://localhost:3004/mf-manifest.json')).toBeTruthy();
    expect(screen.getByText(/mf-admin → https:\/\/evil\.example\/m\.json: refused/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.title).toBe('Beacon Console | Load part of the console from another address?');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Load from this address' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('OverrideBanner', () => {
  const registry = (partial: Partial<ResolvedRegistry>): ResolvedRegistry => ({
    remotes: [],
    overrides: {},
    rejected: [],
    pending: [],
    ...partial,
  });

  it('shows nothing without overrides', () => {
    const { container } = render(
      <RegistryContext value={registry({})}>
        <OverrideBanner />
      </RegistryContext>,
    );
    expect(container.textContent).toBe('');
  });

  it('names active and refused overrides together', () => {
    render(
      <RegistryContext
        value={registry({
          overrides: { 'mf-account': 'http://localhost:3014/mf-manifest.json' },
          rejected: [{ remote: 'mf-admin', url: 'http://127.0.0.2:4190/m.json', reason: 'origin-not-allowed' }],
        })}
      >
        <OverrideBanner />
      </RegistryContext>,
    );
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain(
      'Remote overrides active: mf-account → http://localhost:3014/mf-manifest.json',
    );
    expect(banner.textContent).toContain(
      'Ignored remote overrides: mf-admin → http://127.0.0.2:4190/m.json: refused, http://127.0.0.2:4190 is not an origin this console allows overrides from',
    );
    expect(screen.getByRole('button', { name: 'Clear overrides' })).toBeTruthy();
  });
});
