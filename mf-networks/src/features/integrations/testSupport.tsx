import type { Account, InstalledIntegration } from '@beacon/shared/contract';
import type { FakePlatform, FakeResponse } from '@beacon/shared/testing';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NetworksPathContext } from '../../components/networkPageContext.ts';

export function account(user_level: Account['user_level'] = 0): Account {
  return {
    account_id: 'acme',
    name: 'Acme',
    user_level,
    models_enabled: false,
    global_forwarders_enabled: false,
    gw_enabled: false,
  };
}

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

export const WEBHOOK: InstalledIntegration = {
  ...base,
  config_id: 'int-ops',
  integration_type: 'webhook',
  name: 'Ops webhook',
  config: {
    url: 'https://ops.test/events',
    capture_device: false,
    capture_network_all: true,
    headers: { 'x-api-key': 'demo-key' },
  },
  category: 'data',
  events: ['network.*'],
  destination: 'https://ops.test/events',
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

export const INSTALLED = [UTIL, WEBHOOK, MEMFAULT, S3];

export interface Answers {
  write?: (method: string, path: string, body: unknown) => FakeResponse | undefined;
}

/** The integrations list, and 201/200/204 for create, update and remove unless `write` answers. */
export function platform(answers: Answers = {}): FakePlatform {
  return ({ method, path, body }) => {
    if (method === 'GET' && path === PATH) return { status: 200, body: { integrations: INSTALLED } };
    if (method !== 'GET' && path.startsWith(PATH)) {
      const forced = answers.write?.(method, path, body);
      if (forced) return forced;
      if (method === 'DELETE') return { status: 204 };
      return { status: path === PATH ? 201 : 200, body: { ...WEBHOOK, ...(body as object) } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

/** Shows where the app navigated to. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/** As App provides it under the shell's `/networks/*`: the network pages' links start at /networks. */
export function UnderNetworks({ children }: { children: ReactNode }) {
  return <NetworksPathContext value="/networks">{children}</NetworksPathContext>;
}
