import { NotFoundPage, registerTranslations, retryableLazy, type RemoteAppProps } from '@beacon/shared';
import * as React from 'react';
import { Route, Routes } from 'react-router';
import en from './locales/en/networks.json';

registerTranslations('networks', en);

const NetworkListPage = retryableLazy(
  () => import(/* webpackChunkName: "networks-list" */ './features/network-list/NetworkListPage.tsx'),
);
const NetworkPage = retryableLazy(
  () => import(/* webpackChunkName: "network-page" */ './features/network-page/NetworkPage.tsx'),
);

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

/** mf-networks: `/` (network list) and `/networks/{networkId}/*`. */
export default function App({ basePath }: RemoteAppProps) {
  if (basePath === '/') return <NetworkListPage />;
  return (
    <Routes>
      <Route index element={<NetworkListPage />} />
      <Route path=":networkId/*" element={<NetworkPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
