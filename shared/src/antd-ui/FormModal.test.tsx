import { describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { FormModal, type FormModalProps } from './FormModal.tsx';

interface Values {
  name: string;
  city?: string;
}

type Submit = FormModalProps<Values>['onSubmit'];

function renderDialog(onSubmit: Submit, props: Partial<FormModalProps<Values>> = {}) {
  const onClose = rstest.fn();
  // No motion here: happy-dom ends no CSS transition, and the dialog opens at once.
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <FormModal<Values>
        open
        title="Name it"
        okText="Save"
        initialValues={{ city: 'Oslo' }}
        onSubmit={onSubmit}
        onClose={onClose}
        {...props}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name is required' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="city" label="City">
          <Input />
        </Form.Item>
      </FormModal>
    </ConfigProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Name it' });
  const typeName = (value: string) => fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value } });
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  // Enter in a field: the form submits even while OK shows its spinner (and ignores clicks).
  const pressEnter = () => {
    const form = dialog.querySelector('form');
    if (form) fireEvent.submit(form);
  };
  return { dialog, typeName, save, pressEnter, onClose };
}

describe('<FormModal />', () => {
  it('opens with its first field focused', async () => {
    renderDialog(() => true);
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('focuses the field it names', async () => {
    renderDialog(() => true, { focusField: 'city' });
    const city = await screen.findByLabelText('City');
    await waitFor(() => expect(document.activeElement).toBe(city));
  });

  it('submits the valid values on OK and closes when the save answers true', async () => {
    const onSubmit = rstest.fn<Submit>(() => Promise.resolve(true));
    const { dialog, typeName, save, onClose } = renderDialog(onSubmit);
    save();
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    typeName('Depot');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Depot', city: 'Oslo' });
  });

  it('stays open with what was typed when the save fails, and Cancel closes it', async () => {
    const onSubmit = rstest.fn<Submit>(() => Promise.resolve(false));
    const { dialog, typeName, save, onClose } = renderDialog(onSubmit);
    typeName('Depot');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Depot');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores another submit while a save runs', async () => {
    let finish: (saved: boolean) => void = () => undefined;
    const onSubmit = rstest.fn<Submit>(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { typeName, pressEnter, onClose } = renderDialog(onSubmit);
    typeName('Depot');
    pressEnter();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    pressEnter();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish(true);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('ignores a submit while the caller says a save runs', async () => {
    const onSubmit = rstest.fn<Submit>(() => true);
    const { typeName, pressEnter } = renderDialog(onSubmit, { busy: true });
    typeName('Depot');
    pressEnter();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
