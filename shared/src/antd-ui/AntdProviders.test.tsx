import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from '@rstest/core';
import Empty from 'antd/es/empty';
import dayjs from 'dayjs';
import { beforeLanguage, initI18n, setLanguage } from '../i18n/i18n.ts';
import { AntdProviders } from './AntdProviders.tsx';
import { loadAntdLanguage } from './antdLanguage.ts';

beforeAll(async () => {
  // As the shell does: antd's and dayjs's German load before German shows.
  beforeLanguage(loadAntdLanguage);
  await initI18n();
});

describe('<AntdProviders />', () => {
  it("gives antd's texts and dayjs's month names in the active language", async () => {
    await act(() => setLanguage('de'));
    render(
      <AntdProviders>
        <Empty />
      </AntdProviders>,
    );
    expect(screen.getByText('Keine Daten', { selector: '.ant-empty-description' })).toBeTruthy();
    expect(dayjs('2026-03-01').format('MMMM')).toBe('März');

    await act(() => setLanguage('en'));
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeTruthy();
    expect(dayjs('2026-03-01').format('MMMM')).toBe('March');
  });
});
