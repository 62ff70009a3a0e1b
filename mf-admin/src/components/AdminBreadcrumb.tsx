import { ADMIN_PATH } from '@beacon/shared';
import { Link } from '@beacon/shared/router';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { adminAccountPath } from './adminPaths.ts';

export interface Crumb {
  label: string;
  /** Where it leads; none for a page that is not there (an account the platform does not know). */
  to?: string | undefined;
}

export interface AdminBreadcrumbProps {
  /** The trail after "Admin"; the last one is the page itself. */
  crumbs: Crumb[];
}

/** The admin area's one breadcrumb: Admin (link) / … / the page, as a navigation landmark with a list. */
export function AdminBreadcrumb({ crumbs }: AdminBreadcrumbProps) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const trail: Crumb[] = [{ label: t('breadcrumb.admin', 'Admin'), to: ADMIN_PATH }, ...crumbs];
  return (
    <nav aria-label={t('breadcrumb.label', 'Breadcrumb')}>
      <ol style={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 }}>
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={index} style={{ overflowWrap: 'anywhere' }} aria-current={current ? 'page' : undefined}>
              {crumb.to && !current ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
              {current ? null : (
                <span aria-hidden style={{ margin: `0 ${token.marginXS}px`, color: token.colorTextTertiary }}>
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The account's crumb: its name once loaded (its id until then), a link unless the platform does not know it. */
export function accountCrumb(accountId: string, name: string | undefined, missing = false): Crumb {
  return { label: name ?? accountId, to: missing ? undefined : adminAccountPath(accountId) };
}
