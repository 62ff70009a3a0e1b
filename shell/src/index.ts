import { startConfigRequest } from './registry/configRequest.ts';

// The runtime config loads while the bootstrap's chunks do, not after them.
startConfigRequest();
// Async boundary: shared singletons are negotiated before any of them is evaluated.
void import('./bootstrap');
