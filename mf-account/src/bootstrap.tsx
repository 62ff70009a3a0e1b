import { renderStandalone, type RemoteAppProps } from '@beacon/shared';
import App from './App.tsx';
import { ACCOUNT_BASE_PATHS } from './basePaths.ts';

void renderStandalone((props: RemoteAppProps) => <App {...props} />, ACCOUNT_BASE_PATHS);
