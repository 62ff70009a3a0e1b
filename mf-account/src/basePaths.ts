/** The base paths the shell mounts mf-account under (the registry lists the same). */
export const ACCOUNT_BASE_PATHS = [
  '/account/*',
  '/global_forwarders',
  '/create_account',
  '/request_account',
  '/accept_invite',
  '/profile',
  '/account/subscription/aws_marketplace',
];
