import type { Account, InstalledIntegration } from '@beacon/shared/contract';
import type { FakePlatform, FakeResponse } from '@beacon/shared/testing';
import type { ReactElement } from 'react';
import { NOT_FOUND, OPS_WEBHOOK, renderWithLocation, testAccount, UnderNetworks } from '../../testSupport.tsx';

export const PATH = '/v1/accounts/acme/networks/net-1/integrations';

const base = { secret_set: false, configurable: true } as const;

export const UTIL: InstalledIntegration = {
  config_id: 'beacon-util',
  integration_type: 'beacon-util',
  name: 'Beacon utilities',
  config: { namespace: 'global:beacon-util' },
  category: 'platform-service',
  events: ['device.request.global:beacon-util.*'],
  destination: 'Beacon platform',
  secret_set: false,
  configurable: false,
};

export const MEMFAULT: InstalledIntegration = {
  ...base,
  config_id: 'int-memfault',
  integration_type: 'network-memfault',
  name: 'Memfault diagnostics',
  config: { namespace: 'memfault' },
  category: 'platform-service',
  events: ['device.request.memfault.*'],
  destination: 'Memfault',
  secret_set: true,
};

export const S3: InstalledIntegration = {
  ...base,
  config_id: 'int-s3',
  integration_type: 'aws-s3',
  name: 'Event archive',
  config: { role_arn: 'arn:aws:iam::123456789012:role/r', bucket_name: 'archive', region: 'eu-west-1' },
  category: 'data',
  events: ['*'],
  destination: 's3://archive',
};

export const INSTALLED = [UTIL, OPS_WEBHOOK, MEMFAULT, S3];

export interface Answers {
  write?: (method: string, path: string, body: unknown) => FakeResponse | undefined;
  /** The delivery health (none of any integration unless given). */
  health?: FakeResponse;
}

export const HEALTH_PATH = '/v1/accounts/acme/networks/net-1/delivery-health';

/** The integrations list, and 201/200/204 for create, update and remove unless `write` answers. */
export function platform(answers: Answers = {}): FakePlatform {
  return ({ method, path, body }) => {
    if (method === 'GET' && path === PATH) return { status: 200, body: { integrations: INSTALLED } };
    if (method === 'GET' && path === HEALTH_PATH) {
      return answers.health ?? { status: 200, body: { routes: [], integrations: [] } };
    }
    if (method !== 'GET' && path.startsWith(PATH)) {
      const forced = answers.write?.(method, path, body);
      if (forced) return forced;
      if (method === 'DELETE') return { status: 204 };
      return { status: path === PATH ? 201 : 200, body: { ...OPS_WEBHOOK, ...(body as object) } };
    }
    return NOT_FOUND;
  };
}

export interface RenderPageOptions {
  url: string;
  /** The platform (`platform()` unless given). */
  fake?: FakePlatform;
  productionHostnames?: string[];
  /** The user's level in acme (the owner's, 0, unless given). */
  level?: Account['user_level'];
}

/** Renders an integrations page for acme's owner (or a user of `level`) under `/networks`, as App does, with the location probe. */
export function renderPage(
  element: ReactElement,
  { url, fake = platform(), productionHostnames = [], level = 0 }: RenderPageOptions,
) {
  return renderWithLocation(<UnderNetworks>{element}</UnderNetworks>, {
    url,
    account: testAccount(level),
    platform: fake,
    config: { productionHostnames },
  });
}
