import {
  DUPLICATE_HEADER_MESSAGE,
  HEADER_NAME_MESSAGE,
  HEADER_NAME_SYMBOLS,
  HEADER_NAME_TOO_LONG_MESSAGE,
  HEADER_VALUE_MESSAGE,
  HEADER_VALUE_TOO_LONG_MESSAGE,
  MAX_HEADER_NAME_LENGTH,
  MAX_HEADER_VALUE_LENGTH,
} from '@beacon/shared';
import { inConsoleDigits, renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import en from '../locales/en/networks.json';
import { fill } from '../testSupport.tsx';
import { headerRowsOf, headersOfRows, type HeaderPair } from './headerRows.ts';
import { HeaderRowsFields } from './HeaderRowsFields.tsx';

async function renderRows(stored?: Record<string, string>) {
  const sent: Array<Record<string, string> | undefined> = [];
  await renderRoute(
    <Form
      initialValues={{ headers: headerRowsOf(stored) }}
      onFinish={(values: { headers: HeaderPair[] }) => sent.push(headersOfRows(values.headers))}
    >
      <HeaderRowsFields />
      <Button htmlType="submit">Save</Button>
    </Form>,
    { url: '/' },
  );
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { save, sent };
}

describe('<HeaderRowsFields />', () => {
  it('shows the stored custom headers in 3 rows, without the integration header', async () => {
    await renderRows({ 'x-api-key': 'k', 'x-beacon-integration-config-id': 'int-1' });
    expect(screen.getByLabelText<HTMLInputElement>('Header 1 name').value).toBe('x-api-key');
    expect(screen.getByLabelText<HTMLInputElement>('Header 1 value').value).toBe('k');
    expect(screen.getByLabelText<HTMLInputElement>('Header 3 name').value).toBe('');
    expect(screen.queryByDisplayValue('int-1')).toBeNull();
  });

  it("refuses what the platform refuses, with the platform's messages, and sends nothing", async () => {
    const { save, sent } = await renderRows();
    fill('Header 1 name', 'x-evil: 1');
    fill('Header 2 name', 'X-Key');
    fill('Header 3 name', 'x-key');
    fill('Header 1 value', 'v'.repeat(MAX_HEADER_VALUE_LENGTH + 1));
    fill('Header 2 value', 'a\0b');
    save();
    expect(await screen.findByText(HEADER_NAME_MESSAGE)).toBeTruthy();
    expect(screen.getAllByText(DUPLICATE_HEADER_MESSAGE)).toHaveLength(2);
    expect(screen.getByText(inConsoleDigits(HEADER_VALUE_TOO_LONG_MESSAGE))).toBeTruthy();
    expect(screen.getByText(HEADER_VALUE_MESSAGE)).toBeTruthy();

    fill('Header 1 name', 'x'.repeat(MAX_HEADER_NAME_LENGTH + 1));
    fill('Header 3 name', 'X-Beacon-Integration-Config-Id');
    save();
    expect(await screen.findByText(inConsoleDigits(HEADER_NAME_TOO_LONG_MESSAGE))).toBeTruthy();
    expect(screen.getByText('The header x-beacon-integration-config-id is reserved')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the rows whose name is filled, names trimmed', async () => {
    const { save, sent } = await renderRows();
    fill('Header 1 name', ' x-api-key ');
    fill('Header 1 value', 'secret');
    fill('Header 2 value', 'unused without a name');
    fill('Header 3 name', 'x-empty');
    save();
    await waitFor(() => expect(sent).toEqual([{ 'x-api-key': 'secret', 'x-empty': '' }]));
  });

  it("words its messages as the platform's", () => {
    const messages = en['header-rows'];
    expect(messages['name-invalid'].replace('{{symbols}}', HEADER_NAME_SYMBOLS)).toBe(HEADER_NAME_MESSAGE);
    expect(messages['name-too-long'].replace('{{max, number}}', String(MAX_HEADER_NAME_LENGTH))).toBe(
      HEADER_NAME_TOO_LONG_MESSAGE,
    );
    expect(messages['value-invalid']).toBe(HEADER_VALUE_MESSAGE);
    expect(messages['value-too-long'].replace('{{max, number}}', String(MAX_HEADER_VALUE_LENGTH))).toBe(
      HEADER_VALUE_TOO_LONG_MESSAGE,
    );
    expect(messages.duplicate).toBe(DUPLICATE_HEADER_MESSAGE);
  });
});
