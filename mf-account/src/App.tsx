import {
  ACCEPT_INVITE_PATH,
  CREATE_ACCOUNT_PATH,
  GLOBAL_FORWARDERS_PATH,
  NotFoundPage,
  preloadRoutesOnArrival,
  PROFILE_PATH,
  registerTranslations,
  REQUEST_ACCOUNT_PATH,
  lazyExports,
  type RemoteAppProps,
} from '@beacon/shared';
import * as React from 'react';
import { Navigate, useRoutes, type RouteObject } from '@beacon/shared/router';
import en from './locales/en/account.json';

void registerTranslations('account', { en, de: () => import('./locales/de/account.json') });

// One lazy, named chunk per screen: a load failure names the page script.
const Screens = lazyExports({
  MembersPage: () => import(/* webpackChunkName: "account-members" */ './features/members/MembersPage.tsx'),
  InvitesPage: () => import(/* webpackChunkName: "account-invites" */ './features/invites/InvitesPage.tsx'),
  ApiTokensPage: () => import(/* webpackChunkName: "account-api-tokens" */ './features/api-tokens/ApiTokensPage.tsx'),
  AccountLogPage: () => import(/* webpackChunkName: "account-log" */ './features/account-log/AccountLogPage.tsx'),
  AccountSettingsPage: () =>
    import(/* webpackChunkName: "account-settings" */ './features/account-settings/AccountSettingsPage.tsx'),
  AwsMarketplacePage: () =>
    import(/* webpackChunkName: "account-aws-marketplace" */ './features/aws-marketplace/AwsMarketplacePage.tsx'),
  GlobalForwardersPage: () =>
    import(/* webpackChunkName: "account-global-forwarders" */ './features/global-forwarders/GlobalForwardersPage.tsx'),
  CreateAccountPage: () =>
    import(/* webpackChunkName: "account-create-account" */ './features/create-account/CreateAccountPage.tsx'),
  RequestAccountPage: () =>
    import(/* webpackChunkName: "account-request-account" */ './features/request-account/RequestAccountPage.tsx'),
  AcceptInvitePage: () =>
    import(/* webpackChunkName: "account-accept-invite" */ './features/accept-invite/AcceptInvitePage.tsx'),
  ProfilePage: () => import(/* webpackChunkName: "account-profile" */ './features/profile/ProfilePage.tsx'),
});

/** The React this remote resolved: the shell compares it with its own (one shared instance). */
export { React };

/** `/account/*`: the account page with one URL per tab (members is the default). */
const ACCOUNT_ROUTES: RouteObject[] = [
  { index: true, element: <Navigate to="members" replace /> },
  { path: 'members', element: <Screens.MembersPage /> },
  { path: 'invites', element: <Screens.InvitesPage /> },
  { path: 'apitokens', element: <Screens.ApiTokensPage /> },
  { path: 'logs', element: <Screens.AccountLogPage /> },
  { path: 'settings', element: <Screens.AccountSettingsPage /> },
  { path: 'subscription/aws_marketplace', element: <Screens.AwsMarketplacePage /> },
  { path: '*', element: <NotFoundPage /> },
];

function AccountRoutes() {
  return useRoutes(ACCOUNT_ROUTES);
}

/** The page of each single-page base path (the registry, shared/build/remotes.json, lists them). */
const SINGLE_PAGES: Record<string, React.ComponentType> = {
  [GLOBAL_FORWARDERS_PATH]: Screens.GlobalForwardersPage,
  [CREATE_ACCOUNT_PATH]: Screens.CreateAccountPage,
  [REQUEST_ACCOUNT_PATH]: Screens.RequestAccountPage,
  [ACCEPT_INVITE_PATH]: Screens.AcceptInvitePage,
  [PROFILE_PATH]: Screens.ProfilePage,
  '/account/subscription/aws_marketplace': Screens.AwsMarketplacePage,
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
