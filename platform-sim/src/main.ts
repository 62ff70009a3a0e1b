import { createIdentityProvider } from './idp/createIdp.ts';

const port = Number(process.env.PLATFORM_SIM_IDP_PORT ?? 4001);
const idp = await createIdentityProvider({ port, dataDir: process.env.PLATFORM_SIM_DATA_DIR });
console.log(`platform-sim IdP ${idp.url}`);

const stop = () => {
  void idp.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
