import { NotFoundPage, registerTranslations, retryableLazy, type RemoteAppProps } from '@beacon/shared';
import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router';
import en from './locales/en/account.json';

registerTranslations('account', en);

const accountPages = () => import(/* webpackChunkName: "account-pages" */ './features/account-pages/pages.tsx');
const onboarding = () => import(/* webpackChunkName: "account-onboarding" */ './features/onboarding/pages.tsx');
const AccountPage = retryableLazy(() => accountPages().then((m) => m.AccountPage));
const MarketplacePage = retryableLazy(() => accountPages().then((m) => m.MarketplacePage));
const GlobalForwardersPage = retryableLazy(() => accountPages().then((m) => m.GlobalForwardersPage));
const CreateAccountPage = retryableLazy(() => onboarding().then((m) => m.CreateAccountPage));
const RequestAccountPage = retryableLazy(() => onboarding().then((m) => m.RequestAccountPage));
const AcceptInvitePage = retryableLazy(() => onboarding().then((m) => m.AcceptInvitePage));
const ProfilePage = retryableLazy(
  () => import(/* webpackChunkName: "account-profile" */ './features/profile/ProfilePage.tsx'),
);

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

/** `/account/*`: the account page with one URL per tab (members is the default). */
function AccountRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="members" replace />} />
      <Route path="subscription/aws_marketplace" element={<MarketplacePage />} />
      <Route path=":tab" element={<AccountPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

const SINGLE_PAGES: Record<string, React.ComponentType> = {
  '/global_forwarders': GlobalForwardersPage,
  '/create_account': CreateAccountPage,
  '/request_account': RequestAccountPage,
  '/accept_invite': AcceptInvitePage,
  '/profile': ProfilePage,
  '/account/subscription/aws_marketplace': MarketplacePage,
};

/** mf-account: the account pages, global forwarders, onboarding and the profile. */
export default function App({ basePath }: RemoteAppProps) {
  if (basePath === '/account/*') return <AccountRoutes />;
  const Page = SINGLE_PAGES[basePath];
  return Page ? <Page /> : <NotFoundPage />;
}
