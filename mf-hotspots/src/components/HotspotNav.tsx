import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

/** The hotspot navigation bar above every hotspots screen: dashboard, manage hotspots, manage groups. */
export function HotspotNav() {
  const { t } = useTranslation('hotspots');
  const { pathname } = useLocation();
  const selected = ['dashboard', 'manage', 'groups'].filter((k) => pathname.startsWith(`/hotspots/${k}`));
  return (
    <Menu
      mode="horizontal"
      selectedKeys={selected}
      aria-label={t('nav.label', 'Hotspots')}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'dashboard', label: <NavLink to="/hotspots/dashboard">{t('nav.dashboard', 'Dashboard')}</NavLink> },
        { key: 'manage', label: <NavLink to="/hotspots/manage">{t('nav.manage', 'Manage Hotspots')}</NavLink> },
        { key: 'groups', label: <NavLink to="/hotspots/groups">{t('nav.groups', 'Manage Groups')}</NavLink> },
      ]}
    />
  );
}
