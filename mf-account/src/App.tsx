import {
  ACCEPT_INVITE_PATH,
  CREATE_ACCOUNT_PATH,
  GLOBAL_FORWARDERS_PATH,
  NotFoundPage,
  preloadRoutesOnArrival,
  PROFILE_PATH,
  registerTranslations,
  REQUEST_ACCOUNT_PATH,
  retryableLazy,
  type RemoteAppProps,
} from '@beacon/shared';
import * as React from 'react';
import { Navigate, useRoutes, type RouteObject } from '@beacon/shared/router';
import de from './locales/de/account.json';
import en from './locales/en/account.json';

registerTranslations('account', { en, de });

// One lazy, named chunk per screen: a load failure names the page script.
const MembersPage = retryableLazy(() =>
  import(/* webpackChunkName: "account-members" */ './features/members/MembersPage.tsx').then((m) => m.MembersPage),
);
const InvitesPage = retryableLazy(() =>
  import(/* webpackChunkName: "account-invites" */ './features/invites/InvitesPage.tsx').then((m) => m.InvitesPage),
);
const ApiTokensPage = retryableLazy(() =>
  import(/* webpackChunkName: "account-api-tokens" */ './features/api-tokens/ApiTokensPage.tsx').then(
    (m) => m.ApiTokensPage,
  ),
);
const AccountLogPage = retryableLazy(() =>
  import(/* webpackChunkName: "account-log" */ './features/account-log/AccountLogPage.tsx').then(
    (m) => m.AccountLogPage,
  ),
);
const AccountSettingsPage = retryableLazy(() =>
  import(/* webpackChunkName: "account-settings" */ './features/account-settings/AccountSettingsPage.tsx').then(
    (m) => m.AccountSettingsPage,
  ),
);
const AwsMarketplacePage = retryableLazy(() =>
  import(/* webpackChunkName: "account-aws-marketplace" */ './features/aws-marketplace/AwsMarketplacePage.tsx').then(
    (m) => m.AwsMarketplacePage,
  ),
);
const GlobalForwardersPage = retryableLazy(() =>
  import(
    /* webpackChunkName: "account-global-forwarders" */ './features/global-forwarders/GlobalForwardersPage.tsx'
  ).then((m) => m.GlobalForwardersPage),
);
const CreateAccountPage = retryableLazy(() =>
  import(/* webpackChunkName: "account-create-account" */ './features/create-account/CreateAccountPage.tsx').then(
    (m) => m.CreateAccountPage,
  ),
);
const RequestAccountPage = retryableLazy(() =>
  import(/* webpackChunkName: "account-request-account" */ './features/request-account/RequestAccountPage.tsx').then(
    (m) => m.RequestAccountPage,
  ),
);
const AcceptInvitePage = retryableLazy(() =>
  import(/* webpackChunkName: "account-accept-invite" */ './features/accept-invite/AcceptInvitePage.tsx').then(
    (m) => m.AcceptInvitePage,
  ),
);
const ProfilePage = retryableLazy(() =>
  import(/* webpackChunkName: "account-profile" */ './features/profile/ProfilePage.tsx').then((m) => m.ProfilePage),
);

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

/** `/account/*`: the account page with one URL per tab (members is the default). */
const ACCOUNT_ROUTES: RouteObject[] = [
  { index: true, element: <Navigate to="members" replace /> },
  { path: 'members', element: <MembersPage /> },
  { path: 'invites', element: <InvitesPage /> },
  { path: 'apitokens', element: <ApiTokensPage /> },
  { path: 'logs', element: <AccountLogPage /> },
  { path: 'settings', element: <AccountSettingsPage /> },
  { path: 'subscription/aws_marketplace', element: <AwsMarketplacePage /> },
  { path: '*', element: <NotFoundPage /> },
];

function AccountRoutes() {
  return useRoutes(ACCOUNT_ROUTES);
}

/** The page of each single-page base path (the registry, shared/build/remotes.json, lists them). */
const SINGLE_PAGES: Record<string, React.ComponentType> = {
  [GLOBAL_FORWARDERS_PATH]: GlobalForwardersPage,
  [CREATE_ACCOUNT_PATH]: CreateAccountPage,
  [REQUEST_ACCOUNT_PATH]: RequestAccountPage,
  [ACCEPT_INVITE_PATH]: AcceptInvitePage,
  [PROFILE_PATH]: ProfilePage,
  '/account/subscription/aws_marketplace': AwsMarketplacePage,
};

/** The routes App renders under a base path: the account tabs, or the base path's single page. */
function routesUnder(basePath: string): RouteObject[] {
  if (basePath === '/account/*') return ACCOUNT_ROUTES;
  const Page = SINGLE_PAGES[basePath];
  return Page ? [{ index: true, element: <Page /> }] : [];
}
preloadRoutesOnArrival('mf-account', routesUnder);

/** mf-account: the account tabs, global forwarders, onboarding, invites, the profile and the marketplace. */
export default function App({ basePath }: RemoteAppProps) {
  if (basePath === '/account/*') return <AccountRoutes />;
  const Page = SINGLE_PAGES[basePath];
  return Page ? <Page /> : <NotFoundPage />;
}
