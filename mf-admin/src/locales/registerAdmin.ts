import { registerTranslations } from '@beacon/shared';
import de from './de/admin.json';
import en from './en/admin.json';

// The `admin` namespace: every screen but the dashboard imports this module, so the dashboard (the
// first route) loads only its own `admin-dashboard` resources (docs/performance.md).
registerTranslations('admin', { en, de });
