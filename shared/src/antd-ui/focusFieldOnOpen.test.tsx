import { describe, expect, it } from '@rstest/core';
import { render, screen, waitFor } from '@testing-library/react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import ConfigProvider from 'antd/es/config-provider';
import { focusFieldOnOpen } from './focusFieldOnOpen.ts';

function NameDialog() {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <Modal open title="Name it" afterOpenChange={focusFieldOnOpen(form, 'name')}>
      <Form form={form}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}

describe('focusFieldOnOpen', () => {
  it('focuses the named field once the dialog has opened', async () => {
    // No motion here: happy-dom ends no CSS transition, and the dialog opens at once.
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <NameDialog />
      </ConfigProvider>,
    );
    const field = await screen.findByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('does nothing when the dialog closes', () => {
    const focused: unknown[] = [];
    focusFieldOnOpen({ focusField: (name) => focused.push(name) }, 'name')(false);
    expect(focused).toEqual([]);
  });
});
