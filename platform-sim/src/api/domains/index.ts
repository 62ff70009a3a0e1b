import type { Handlers } from '../router.ts';
import { accountHandlers } from './accounts/handlers.ts';
import { adminHandlers } from './admin/handlers.ts';
import { deviceHandlers } from './devices/handlers.ts';
import { eventHandlers } from './events/handlers.ts';
import { forwarderHandlers } from './forwarders/handlers.ts';
import { hotspotHandlers } from './hotspots/handlers.ts';
import { integrationHandlers } from './integrations/handlers.ts';
import { memberHandlers } from './members/handlers.ts';
import { networkHandlers } from './networks/handlers.ts';
import { routeHandlers } from './routes/handlers.ts';
import { searchHandlers } from './search/handlers.ts';
import { tokenHandlers } from './tokens/handlers.ts';

/** Implemented operations, one module per domain; every other contract operation answers 501. */
export const HANDLERS: Handlers = {
  ...adminHandlers,
  ...accountHandlers,
  ...networkHandlers,
  ...deviceHandlers,
  ...eventHandlers,
  ...routeHandlers,
  ...integrationHandlers,
  ...memberHandlers,
  ...tokenHandlers,
  ...forwarderHandlers,
  ...hotspotHandlers,
  ...searchHandlers,
};
