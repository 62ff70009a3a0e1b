import { renderRouteWithoutMotion } from '@beacon/shared/testing';
import { setLanguage, SUPPORT_TIER_OPTIONS } from '@beacon/shared';
import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Form from 'antd/es/form';
import { initialFeatures } from './tierFeatures.ts';
import { TierFeatureForm } from './TierFeatureForm.tsx';
import { TEST_DEFINITIONS } from '../../testSupport.ts';
import '../../locales/registerAdmin.ts';

function renderForm(onFinish: (values: unknown) => void = () => undefined) {
  return renderRouteWithoutMotion(
    <Form initialValues={{ features: initialFeatures({}, TEST_DEFINITIONS) }} onFinish={onFinish}>
      <TierFeatureForm definitions={TEST_DEFINITIONS} />
      <button type="submit">Submit</button>
    </Form>,
    { url: '/' },
  );
}

describe('<TierFeatureForm />', () => {
  it('groups the features by category in the order limits, features, integrations, analytics, support, billing', async () => {
    await renderForm();
    const sections = (await screen.findAllByRole('region')).map((section) => section.getAttribute('aria-label'));
    expect(sections).toEqual(['Limits', 'Features', 'Integrations', 'Analytics', 'Support', 'Billing']);
    expect(within(screen.getByRole('region', { name: 'Limits' })).getByLabelText('Maximum devices')).toBeTruthy();
  });

  it('shows booleans as switches, integers as numbers with their bounds, and free text as a text field', async () => {
    await renderForm();
    expect((await screen.findByRole('switch', { name: 'Invoiced billing' })).getAttribute('aria-checked')).toBe(
      'false',
    );
    const devices = screen.getByLabelText<HTMLInputElement>('Maximum devices');
    expect(devices.type).toBe('number');
    expect(devices.value).toBe('100');
    expect(screen.getByText('Registered devices per account (0 to 1,000,000)')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Note').type).toBe('text');
  });

  it('names and describes the platform’s features in German, with German numbers; an unknown feature keeps its own text', async () => {
    await renderForm();
    await act(() => setLanguage('de'));
    expect(await screen.findByLabelText('Maximale Geräte')).toBeTruthy();
    expect(screen.getByText('Registrierte Geräte pro Konto (0 bis 1.000.000)')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Abrechnung per Rechnung' })).toBeTruthy();
    expect(screen.getByText('Abrechnung per Rechnung statt per Karte')).toBeTruthy();
    // Not one of the platform's features: the definition's own name.
    expect(screen.getByLabelText('Note')).toBeTruthy();
    await act(() => setLanguage('en'));
  });

  it('refuses integers outside min and max, and fractions, with a clear message', async () => {
    let submitted: unknown;
    await renderForm((values) => (submitted = values));
    fireEvent.change(await screen.findByLabelText('Maximum devices'), { target: { value: '1000001' } });
    fireEvent.change(screen.getByLabelText('Analytics retention'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Maximum devices must be between 0 and 1,000,000')).toBeTruthy();
    expect(screen.getByText('Analytics retention must be between 1 and 3,650')).toBeTruthy();
    expect(submitted).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Maximum devices'), { target: { value: '2.5' } });
    expect(await screen.findByText('Maximum devices must be a whole number')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Maximum devices'), { target: { value: '1000000' } });
    fireEvent.change(screen.getByLabelText('Analytics retention'), { target: { value: '3650' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(submitted).toMatchObject({ features: { max_devices: 1_000_000, analytics_retention_days: 3650 } }),
    );
  });

  it('offers support_tier as a select of community, standard, pro and enterprise', async () => {
    await renderForm();
    const select = await screen.findByRole('combobox', { name: 'Support tier' });
    fireEvent.mouseDown(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...SUPPORT_TIER_OPTIONS]);
  });
});
