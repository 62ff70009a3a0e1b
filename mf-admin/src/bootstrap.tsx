import { renderStandalone } from '@beacon/shared/ui';
import App from './App.tsx';

void renderStandalone(App, ['/admin/*']);
