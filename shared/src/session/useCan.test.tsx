import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from '@rstest/core';
import type { Account } from '../api/contract/index.ts';
import { createConsoleStore } from '../api/store.ts';
import { initI18n } from '../i18n/i18n.ts';
import { INSUFFICIENT_PERMISSIONS_HINT } from './permissions.ts';
import { accountSelected, resetSession } from './sessionSlice.ts';
import { useCan, useInsufficientPermissionsHint } from './useCan.ts';
import { useSession } from './useSession.ts';

const ACME: Account = {
  account_id: 'a1',
  name: 'Acme',
  user_level: 0,
  models_enabled: true,
  global_forwarders_enabled: false,
  gw_enabled: true,
};

function renderWithStore<T>(hook: () => T) {
  const store = createConsoleStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(hook, { wrapper }) };
}

describe('useCan', () => {
  it.each([
    [0, true],
    [20, true],
    [30, false],
    [40, false],
  ] as const)('level %i may manage: %s', (level, allowed) => {
    const { store, result } = renderWithStore(() => useCan('network:create'));
    act(() => void store.dispatch(accountSelected({ ...ACME, user_level: level })));
    expect(result.current).toBe(allowed);
  });

  it('allows nothing before an account is selected', () => {
    expect(renderWithStore(() => useCan('device:delete')).result.current).toBe(false);
  });

  it('gives the hint in the spec spelling', async () => {
    await initI18n();
    expect(renderWithStore(useInsufficientPermissionsHint).result.current).toBe(INSUFFICIENT_PERMISSIONS_HINT);
    expect(INSUFFICIENT_PERMISSIONS_HINT).toBe('Insufficent permissions');
  });
});

describe('useSession', () => {
  it('reads the selected account and clears it on resetSession', () => {
    const { store, result } = renderWithStore(useSession);
    act(() => void store.dispatch(accountSelected({ ...ACME, user_level: 20 })));
    expect(result.current).toMatchObject({ accountId: 'a1', accountName: 'Acme', accountLevel: 20, gwEnabled: true });
    act(() => void store.dispatch(resetSession()));
    expect(result.current).toMatchObject({ accountId: null, accountLevel: null, accounts: [], gwEnabled: false });
  });
});
