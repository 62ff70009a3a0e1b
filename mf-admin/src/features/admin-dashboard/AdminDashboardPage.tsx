import {
  ADMIN_MIN_SEARCH_LENGTH,
  isAdminQuickDeviceId,
  registerTranslations,
  writeCursorPaging,
  type CursorPaging,
} from '@beacon/shared';
import { Link, useSearchParams } from '@beacon/shared/router';
import { PageFrame } from '@beacon/shared/ui';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import { useTranslation } from 'react-i18next';
import { AccountsSection } from './AccountsSection.tsx';
import { adminDevicePath, adminHotspotPath, ADMIN_TIERS_PATH } from '../../components/adminPaths.ts';
import { readDashboardView, withFilters, withMatchPage, type DashboardView } from './dashboardUrl.ts';
import en from './locales/en/admin-dashboard.json';
import { QuickOpen } from './QuickOpen.tsx';

void registerTranslations('admin-dashboard', { en, de: () => import('./locales/de/admin-dashboard.json') });

/**
 * `/admin` (admin_dashboard, admin-and-hotspots.md §2.4): the quick device and hotspot searches, which
 * open their details pages, and the account table with its search, tier filter and hide_internal, all
 * kept in the URL (`?q=`, `?tier=`, `?hide_internal=true`, the cursor, or `?page=` of the matches).
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin-dashboard');
  const [search, setSearch] = useSearchParams();
  const view = readDashboardView(search);

  const deviceCheck = (id: string) =>
    isAdminQuickDeviceId(id)
      ? undefined
      : // ADMIN_DEVICE_ID_MESSAGE, translated
        t('dashboard.device.invalid', 'Enter a device ID that starts with urn: or is a UUID');
  const hotspotCheck = (id: string) =>
    id.length >= ADMIN_MIN_SEARCH_LENGTH
      ? undefined
      : t('dashboard.hotspot.too-short', 'Enter at least {{count, number}} characters', {
          count: ADMIN_MIN_SEARCH_LENGTH,
        });

  return (
    <PageFrame
      title={t('dashboard.title', 'Admin Dashboard')}
      extra={<Link to={ADMIN_TIERS_PATH}>{t('dashboard.tiers-link', 'Manage tiers')}</Link>}
    >
      <Card title={t('dashboard.quick.title', 'Quick search')} size="small">
        <Flex gap="large" wrap>
          <div style={QUICK_FIELD}>
            <QuickOpen
              label={t('dashboard.device.label', 'Device ID')}
              placeholder={t('dashboard.device.placeholder', 'urn:… or a UUID')}
              action={t('dashboard.device.open', 'Open device')}
              check={deviceCheck}
              pathOf={adminDevicePath}
            />
          </div>
          <div style={QUICK_FIELD}>
            <QuickOpen
              label={t('dashboard.hotspot.label', 'Hotspot ID')}
              placeholder={t('dashboard.hotspot.placeholder', 'At least 3 characters')}
              action={t('dashboard.hotspot.open', 'Open hotspot')}
              check={hotspotCheck}
              pathOf={adminHotspotPath}
            />
          </div>
        </Flex>
      </Card>
      <AccountsSection
        view={view}
        onFilters={(change: Partial<Pick<DashboardView, 'term' | 'tier' | 'hideInternal'>>) =>
          setSearch((current) => withFilters(current, change))
        }
        onPaging={(paging: CursorPaging) => setSearch((current) => writeCursorPaging(paging, current))}
        onMatchPage={(page: number) => setSearch((current) => withMatchPage(current, page))}
      />
    </PageFrame>
  );
}

const QUICK_FIELD = { flex: '1 1 300px', minWidth: 0 } as const;
