import { describe, expect, it } from '@rstest/core';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TEST_CONFIG } from '../testing/index.tsx';
import { ConsoleConfigContext } from '../config/consoleConfig.ts';
import { formatPageTitle, usePageTitle } from './usePageTitle.ts';

describe('usePageTitle', () => {
  it('prefixes the route title with the console name', () => {
    expect(formatPageTitle('Beacon Console', 'Networks')).toBe('Beacon Console | Networks');
    expect(formatPageTitle('Beacon Console')).toBe('Beacon Console');
  });

  it('sets the document title and follows title changes', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ConsoleConfigContext value={{ ...TEST_CONFIG, consoleName: 'Acme Console' }}>{children}</ConsoleConfigContext>
    );
    const { rerender } = renderHook(({ title }: { title: string }) => usePageTitle(title), {
      wrapper,
      initialProps: { title: 'Hotspots' },
    });
    expect(document.title).toBe('Acme Console | Hotspots');
    rerender({ title: 'Devices' });
    expect(document.title).toBe('Acme Console | Devices');
  });
});
