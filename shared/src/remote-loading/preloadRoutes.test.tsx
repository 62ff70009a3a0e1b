import { describe, expect, it, rs } from '@rstest/core';
import type { RouteObject } from 'react-router';
import { preloadRoutesOnArrival } from './preloadRoutes.ts';

rs.mock('./loader.ts', () => ({
  registeredRemotes: () => [
    { name: 'mf-networks', entry: 'x', enabled: true, basePaths: ['/', '/networks/*'] },
    { name: 'mf-devices', entry: 'y', enabled: true, basePaths: ['/devices/*'] },
  ],
}));

/** A route element whose component records its preload. */
function page(name: string, preloaded: string[]) {
  function Page() {
    return null;
  }
  Page.preload = () => preloaded.push(name);
  return <Page />;
}

function tree(preloaded: string[]): (basePath: string) => RouteObject[] {
  return (basePath) =>
    basePath === '/'
      ? [{ index: true, element: page('list', preloaded) }]
      : [
          {
            path: ':networkId',
            element: page('network page', preloaded),
            children: [
              { index: true, element: page('events', preloaded) },
              { path: 'devices', element: page('devices tab', preloaded) },
            ],
          },
        ];
}

describe('preloadRoutesOnArrival', () => {
  it('starts the lazy parts of every route the location matches, under the base path serving it', () => {
    const preloaded: string[] = [];
    preloadRoutesOnArrival('mf-networks', tree(preloaded), '/networks/abc/devices');
    expect(preloaded).toEqual(['network page', 'devices tab']);
  });

  it('uses the single-page base path for the home page', () => {
    const preloaded: string[] = [];
    preloadRoutesOnArrival('mf-networks', tree(preloaded), '/');
    expect(preloaded).toEqual(['list']);
  });

  it("does nothing for another remote's location", () => {
    const preloaded: string[] = [];
    preloadRoutesOnArrival('mf-networks', tree(preloaded), '/devices/d1');
    expect(preloaded).toEqual([]);
  });
});
