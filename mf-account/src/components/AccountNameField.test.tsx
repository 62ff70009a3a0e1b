import { describe, expect, it } from '@rstest/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import Form from 'antd/es/form';
import { AccountNameField } from './AccountNameField.tsx';

function renderField() {
  render(
    <Form>
      <AccountNameField label="Account name" requiredMessage="Name, please" lengthMessage="3 to 100, please" />
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

  it("answers the caller's required message for an empty name, its length message for a too short or long one", async () => {
    const input = renderField();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name, please')).toBeTruthy();
    for (const invalid of ['Ac', 'x'.repeat(101)]) {
      fireEvent.change(input, { target: { value: invalid } });
      expect(await screen.findByText('3 to 100, please')).toBeTruthy();
      await waitFor(() => expect(screen.queryByText('Name, please')).toBeNull());
    }
  });
});
