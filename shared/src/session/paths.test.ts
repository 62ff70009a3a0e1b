import { describe, expect, it } from '@rstest/core';
import { remoteLayout } from '../../build/ports.ts';
import { devicePath, isUnderBasePath, networkPath, remoteServing } from './paths.ts';

const REGISTRY = ['mf-networks', 'mf-devices', 'mf-hotspots', 'mf-account', 'mf-admin'].map((name) => ({
  name,
  basePaths: remoteLayout(name).basePaths,
}));

describe('page addresses', () => {
  it('encode ids and carry the account of a shared device link', () => {
    expect(networkPath('a/b')).toBe('/networks/a%2Fb');
    expect(networkPath('n1', 'routes')).toBe('/networks/n1/routes');
    expect(devicePath('2a:25', 'acc 1')).toBe('/devices/2a%3A25?account=acc%201');
    expect(devicePath('d1')).toBe('/devices/d1');
    expect(devicePath('d1', null)).toBe('/devices/d1');
  });
});

describe('isUnderBasePath', () => {
  it('covers the root of a /* base path and everything below it, nothing beside it', () => {
    expect(isUnderBasePath('/networks', '/networks/*')).toBe(true);
    expect(isUnderBasePath('/networks/', '/networks/*')).toBe(true);
    expect(isUnderBasePath('/networks/n1/routes', '/networks/*')).toBe(true);
    expect(isUnderBasePath('/networksx', '/networks/*')).toBe(false);
  });

  it('covers only itself for an exact base path', () => {
    expect(isUnderBasePath('/', '/')).toBe(true);
    expect(isUnderBasePath('/networks', '/')).toBe(false);
    expect(isUnderBasePath('/profile/', '/profile')).toBe(true);
    expect(isUnderBasePath('/profile/x', '/profile')).toBe(false);
  });
});

describe('remoteServing (over the registry file)', () => {
  it.each([
    ['/', 'mf-networks'],
    ['/networks/n1/events', 'mf-networks'],
    ['/devices/d1', 'mf-devices'],
    ['/hotspots/groups/g1', 'mf-hotspots'],
    ['/account/members', 'mf-account'],
    ['/global_forwarders', 'mf-account'],
    ['/admin/tiers', 'mf-admin'],
  ])('%s is served by %s', (path, remote) => {
    expect(remoteServing(path, REGISTRY)?.name).toBe(remote);
  });

  it('serves no remote for shell pages and unknown paths', () => {
    expect(remoteServing('/diagnostics', REGISTRY)).toBeUndefined();
    expect(remoteServing('/nowhere', REGISTRY)).toBeUndefined();
  });

  it('prefers the most specific base path', () => {
    const remotes = [
      { name: 'broad', basePaths: ['/account/*'] },
      { name: 'narrow', basePaths: ['/account/subscription/aws_marketplace'] },
    ];
    expect(remoteServing('/account/subscription/aws_marketplace', remotes)?.name).toBe('narrow');
    expect(remoteServing('/account/members', remotes)?.name).toBe('broad');
  });
});
