import { ADMIN_PATH } from '@beacon/shared';
import { Link } from '@beacon/shared/router';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { adminAccountPath } from '../../components/adminPaths.ts';

export interface MonitoringBreadcrumbProps {
  accountId: string;
  /** The account's name; its id until the account has loaded. */
  accountName: string | undefined;
  /** The platform does not know the account: its id is plain text, not a link to a page that is not there. */
  accountMissing?: boolean;
}

/** Admin > account (link) > Monitored Hotspots, as a navigation landmark with a list. */
export function MonitoringBreadcrumb({ accountId, accountName, accountMissing = false }: MonitoringBreadcrumbProps) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const separator = (
    <span aria-hidden style={{ margin: `0 ${token.marginXS}px`, color: token.colorTextTertiary }}>
      /
    </span>
  );
  return (
    <nav aria-label={t('monitoring.breadcrumb.label', 'Breadcrumb')}>
      <ol style={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 }}>
        <li>
          <Link to={ADMIN_PATH}>{t('monitoring.breadcrumb.admin', 'Admin')}</Link>
          {separator}
        </li>
        <li style={{ overflowWrap: 'anywhere' }}>
          {accountMissing ? accountId : <Link to={adminAccountPath(accountId)}>{accountName ?? accountId}</Link>}
          {separator}
        </li>
        <li aria-current="page">{t('monitoring.title', 'Monitored Hotspots')}</li>
      </ol>
    </nav>
  );
}
