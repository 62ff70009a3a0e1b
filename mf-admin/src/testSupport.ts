import { expect } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { FEATURE_DEFINITIONS, type AdminDevice, type FeatureDefinition } from '@beacon/shared/contract';

/** An admin device for component tests: a Warehouse device with nothing set but what `fields` says. */
export function adminDevice(fields: Partial<AdminDevice> & Pick<AdminDevice, 'id'>): AdminDevice {
  return {
    description: null,
    suspended: false,
    session: null,
    last_seen: null,
    created: 1_760_000_000,
    app: 'n-1',
    app_name: 'Warehouse',
    account: 'acme',
    device_model: null,
    internal: false,
    public_key: null,
    ap_lock: '',
    request_connection: false,
    last_updated: null,
    last_connected: null,
    first_connected: null,
    location: null,
    ...fields,
  };
}

/**
 * The feature definitions for the tier tests: the platform's own (the contract's, which platform-sim
 * seeds) in reverse, so out of category order on purpose, and a free-text feature, which the platform
 * has none of.
 */
export const TEST_DEFINITIONS: FeatureDefinition[] = [
  ...[...FEATURE_DEFINITIONS].reverse(),
  {
    key: 'note',
    name: 'Note',
    description: 'Free text',
    category: 'features',
    feature_type: 'string',
    default_value: '',
  },
];

/** The admin breadcrumb on screen: its crumbs' texts in order, and the addresses of those that are links. */
export function expectCrumbs(texts: string[], links: string[]): void {
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(
    within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\/$/, '')),
  ).toEqual(texts);
  expect(
    within(nav)
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(links);
}
