import {
  DUPLICATE_HEADER_MESSAGE,
  FILTER_TOO_LONG_MESSAGE,
  HEADER_NAME_MESSAGE,
  HEADER_VALUE_TOO_LONG_MESSAGE,
  URL_TOO_LONG_MESSAGE,
} from '@beacon/shared';
import type { Route } from '@beacon/shared/contract';
import { inConsoleDigits, renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RouteFormModal } from './RouteFormModal.tsx';

async function renderForm() {
  const submitted: Route[] = [];
  const onSubmit = (route: Route) => {
    submitted.push(route);
    return Promise.resolve(true);
  };
  await renderRoute(
    <RouteFormModal saving={false} onSubmit={onSubmit} onCancel={() => undefined} onShowExamples={() => undefined} />,
    { url: '/' },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Add route' });
  const fill = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save route' }));
  return { dialog, fill, save, submitted };
}

describe('<RouteFormModal /> refuses what the platform refuses, with its messages, before sending', () => {
  it('a header name with a colon, case-variant names, a too long value, filter and URL', async () => {
    const { dialog, fill, save, submitted } = await renderForm();
    fill('Filter', 'd'.repeat(501));
    fill('URL', `https://hook.test/${'p'.repeat(2000)}`);
    fill('Header 1 name', 'x-evil: 1');
    fill('Header 2 name', 'X-Key');
    fill('Header 3 name', 'x-key');
    fill('Header 1 value', 'v'.repeat(1001));
    save();
    expect(await within(dialog).findByText(inConsoleDigits(FILTER_TOO_LONG_MESSAGE))).toBeTruthy();
    expect(within(dialog).getByText(inConsoleDigits(URL_TOO_LONG_MESSAGE))).toBeTruthy();
    expect(within(dialog).getByText(HEADER_NAME_MESSAGE)).toBeTruthy();
    expect(within(dialog).getAllByText(DUPLICATE_HEADER_MESSAGE)).toHaveLength(2);
    expect(within(dialog).getByText(inConsoleDigits(HEADER_VALUE_TOO_LONG_MESSAGE))).toBeTruthy();
    expect(submitted).toEqual([]);

    fill('Filter', 'device.*');
    fill('URL', 'https://hook.test/in');
    fill('Header 1 name', 'x-ok');
    fill('Header 1 value', 'v');
    fill('Header 3 name', '');
    save();
    await waitFor(() =>
      expect(submitted).toEqual([
        { filter_events: 'device.*', url: 'https://hook.test/in', headers: { 'x-ok': 'v', 'X-Key': '' } },
      ]),
    );
  });
});
