import { renderStandalone } from '@beacon/shared/ui';
import App from './App.tsx';

// Standalone development: the build passes this remote's base paths from the registry (remotes.json).
void renderStandalone(App, JSON.parse(process.env.BEACON_BASE_PATHS ?? '[]') as string[]);
