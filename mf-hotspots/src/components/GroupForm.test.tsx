import { renderRouteWithoutMotion } from '@beacon/shared/testing';
import { describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GroupBody } from './hotspotsApi.ts';
import { GroupForm } from './GroupForm.tsx';

const SLOW_MS = 15_000;

async function renderForm(onSave: (body: GroupBody) => Promise<boolean> = () => Promise.resolve(true)) {
  const onClose = rstest.fn();
  await renderRouteWithoutMotion(
    <>
      <GroupForm open title="Add Group" okText="Add Group" saving={false} onSave={onSave} onClose={onClose} />
    </>,
    { url: '/' },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Add Group' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add Group' }));
  const alertsOn = async (target: 'Email' | 'Webhook') => {
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Alerts' }));
    fireEvent.click(await within(dialog).findByRole('radio', { name: target }));
    await within(dialog).findByLabelText(target === 'Email' ? 'Alert email' : 'Webhook URL');
  };
  return { dialog, type, save, alertsOn, onClose };
}

describe('<GroupForm />', () => {
  it(
    'requires a name of at most 100 characters, and says "Please fix the errors in the form" on save',
    async () => {
      const onSave = rstest.fn(() => Promise.resolve(true));
      const { dialog, type, save } = await renderForm(onSave);
      save();
      expect(await within(dialog).findByText('Group name is required')).toBeTruthy();
      expect(await within(dialog).findByText('Please fix the errors in the form')).toBeTruthy();
      type('Name', 'x'.repeat(101));
      expect(await within(dialog).findByText('At most 100 characters')).toBeTruthy();
      type('Name', 'x'.repeat(100));
      await waitFor(() => expect(within(dialog).queryByText('At most 100 characters')).toBeNull());
      expect(onSave).not.toHaveBeenCalled();
    },
    SLOW_MS,
  );

  it(
    'checks the alert email: valid, at most 100 characters',
    async () => {
      const { dialog, type, save, alertsOn } = await renderForm();
      type('Name', 'North');
      await alertsOn('Email');
      save();
      expect(await within(dialog).findByText('Valid email required')).toBeTruthy();
      type('Alert email', 'not-an-email');
      expect(await within(dialog).findByText('Valid email required')).toBeTruthy();
      type('Alert email', `${'a'.repeat(95)}@example.com`);
      expect(await within(dialog).findByText('At most 100 characters')).toBeTruthy();
      type('Alert email', 'ops@example.com');
      await waitFor(() => expect(within(dialog).queryByText('At most 100 characters')).toBeNull());
    },
    SLOW_MS,
  );

  it(
    'refuses <script>@x.com as the alert email with "Valid email required" and saves nothing',
    async () => {
      const onSave = rstest.fn(() => Promise.resolve(true));
      const { dialog, type, save, alertsOn } = await renderForm(onSave);
      type('Name', 'North');
      await alertsOn('Email');
      type('Alert email', '<script>@x.com');
      expect(await within(dialog).findByText('Valid email required')).toBeTruthy();
      save();
      expect(await within(dialog).findByText('Please fix the errors in the form')).toBeTruthy();
      expect(onSave).not.toHaveBeenCalled();
    },
    SLOW_MS,
  );

  it(
    'checks the webhook: an http(s) URL (not ftp://) of at most 200 characters',
    async () => {
      const onSave = rstest.fn(() => Promise.resolve(true));
      const { dialog, type, save, alertsOn } = await renderForm(onSave);
      type('Name', 'North');
      await alertsOn('Webhook');
      type('Webhook URL', 'not a url');
      expect(await within(dialog).findByText('Valid URL required')).toBeTruthy();
      type('Webhook URL', 'ftp://hooks.example.com/alerts');
      expect(await within(dialog).findByText('Valid URL required')).toBeTruthy();
      type('Webhook URL', `https://hooks.example.com/${'a'.repeat(180)}`);
      expect(await within(dialog).findByText('At most 200 characters')).toBeTruthy();
      save();
      expect(await within(dialog).findByText('Please fix the errors in the form')).toBeTruthy();
      type('Webhook URL', ' https://hooks.example.com/alerts ');
      save();
      await waitFor(() =>
        expect(onSave).toHaveBeenCalledWith({
          name: 'North',
          description: '',
          alert_enabled: true,
          alert_target_type: 'webhook',
          alert_target_value: 'https://hooks.example.com/alerts',
        }),
      );
    },
    SLOW_MS,
  );

  it(
    'sends no target with alerts off, even when one was typed',
    async () => {
      const onSave = rstest.fn(() => Promise.resolve(false));
      const { dialog, type, save, alertsOn, onClose } = await renderForm(onSave);
      type('Name', ' North ');
      type('Description', 'Depots in the north');
      await alertsOn('Email');
      type('Alert email', 'ops@example.com');
      fireEvent.click(within(dialog).getByRole('switch', { name: 'Alerts' }));
      save();
      await waitFor(() =>
        expect(onSave).toHaveBeenCalledWith({
          name: 'North',
          description: 'Depots in the north',
          alert_enabled: false,
        }),
      );
      // A failed save keeps the dialog open with what was typed.
      expect(onClose).not.toHaveBeenCalled();
      expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe(' North ');
    },
    SLOW_MS,
  );
});
