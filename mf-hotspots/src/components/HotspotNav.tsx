import { hotspotsPath, isUnderBasePath, useTheme, type HotspotSection } from '@beacon/shared';
import Menu from 'antd/es/menu';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from '@beacon/shared/router';

/** The hotspot navigation bar above every hotspots screen: dashboard, manage hotspots, manage groups. */
export function HotspotNav() {
  const { t } = useTranslation('hotspots');
  const { pathname } = useLocation();
  // antd's Menu keeps its items' theme classes when the theme changes while it is shown (the light
  // colours stayed on a dark page): a new Menu per theme picks up the new one.
  const { resolved: theme } = useTheme();
  const items: { key: HotspotSection; label: string }[] = [
    { key: 'dashboard', label: t('nav.dashboard', 'Dashboard') },
    { key: 'manage', label: t('nav.manage', 'Manage Hotspots') },
    { key: 'groups', label: t('nav.groups', 'Manage Groups') },
  ];
  const selected = items.filter(({ key }) => isUnderBasePath(pathname, `${hotspotsPath(key)}/*`)).map(({ key }) => key);
  return (
    <Menu
      key={theme}
      mode="horizontal"
      selectedKeys={selected}
      aria-label={t('nav.label', 'Hotspots')}
      // No "…" overflow menu on a phone (it hid the current page's link, still focusable): the bar scrolls.
      disabledOverflow
      style={{ marginBottom: 16, overflowX: 'auto', overflowY: 'hidden' }}
      items={items.map(({ key, label }) => ({ key, label: <NavLink to={hotspotsPath(key)}>{label}</NavLink> }))}
    />
  );
}
