import { renderStandalone } from '@beacon/shared/ui';
import App from './App.tsx';

// The registry's base paths (shared/build/remotes.json), put in by the build as the other remotes do.
void renderStandalone(App, JSON.parse(process.env.BEACON_BASE_PATHS ?? '[]') as string[]);
