import { describe, expect, it } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import Form from 'antd/es/form';
import { AccountNameField } from './AccountNameField.tsx';

function renderField() {
  render(
    <Form>
      <AccountNameField label="Account name" requiredMessage="Name, please" />
      <button type="submit">Save</button>
    </Form>,
  );
  return screen.getByLabelText('Account name');
}

describe('<AccountNameField />', () => {
  it('is labelled by the caller and shows the character count', () => {
    const input = renderField();
    fireEvent.change(input, { target: { value: 'Acme' } });
    expect(screen.getByText('4 / 100')).toBeTruthy();
  });

  it("answers the caller's message for an empty or too short name", async () => {
    const input = renderField();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name, please')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Ac' } });
    expect(await screen.findByText('Name, please')).toBeTruthy();
  });
});
