import { registerTranslations } from '@beacon/shared';
import en from './en/admin.json';

// The `admin` namespace: every screen but the dashboard imports this module, so the dashboard (the
// first route) loads only its own `admin-dashboard` resources (docs/performance.md).
void registerTranslations('admin', { en, de: () => import('./de/admin.json') });
