import { type RemoteAppProps } from '@beacon/shared';
import { renderStandalone } from '@beacon/shared/ui';
import App from './App.tsx';
import { ACCOUNT_BASE_PATHS } from './basePaths.ts';

void renderStandalone((props: RemoteAppProps) => <App {...props} />, ACCOUNT_BASE_PATHS);
