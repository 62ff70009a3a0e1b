import { renderStandalone } from '@beacon/shared';
import App from './App.tsx';

void renderStandalone(App, ['/devices/*']);
