import { preloadRoutesOnArrival, registerTranslations, type RemoteAppProps } from '@beacon/shared';
import * as React from 'react';
import de from './locales/de/networks.json';
import en from './locales/en/networks.json';
import { networksRoutesUnder, NetworksRoutes } from './routes.tsx';

registerTranslations('networks', { en, de });
preloadRoutesOnArrival('mf-networks', networksRoutesUnder);

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

/** mf-networks: `/` (network list) and `/networks/{networkId}/*`; the route tree is in routes.tsx. */
export default function App({ basePath }: RemoteAppProps) {
  return <NetworksRoutes basePath={basePath} />;
}
