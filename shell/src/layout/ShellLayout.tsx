import { useConsoleConfig } from '@beacon/shared';
import { Layout, Menu, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { DIAGNOSTICS_PATH } from '../diagnostics/paths.ts';
import { OverrideBanner } from './OverrideBanner.tsx';

function selectedNav(pathname: string): string[] {
  if (pathname.startsWith('/hotspots')) return ['hotspots'];
  if (pathname === '/' || pathname.startsWith('/networks')) return ['networks'];
  return [];
}

/** The frame around every page: top bar, developer banner, content, footer. */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const { consoleName, links } = useConsoleConfig();
  const { pathname } = useLocation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <Link to="/" aria-label={t('nav.home', '{{name}} home', { name: consoleName })}>
          <Typography.Text strong style={{ color: '#fff', fontSize: 18 }}>
            <span aria-hidden="true">◉ </span>
            {consoleName}
          </Typography.Text>
        </Link>
        <Menu
          theme="dark"
          mode="horizontal"
          selectedKeys={selectedNav(pathname)}
          style={{ flex: 1, minWidth: 0 }}
          aria-label={t('nav.label', 'Main')}
          items={[
            { key: 'networks', label: <Link to="/">{t('nav.networks', 'Networks')}</Link> },
            { key: 'hotspots', label: <Link to="/hotspots/dashboard">{t('nav.hotspots', 'Hotspots')}</Link> },
          ]}
        />
      </Layout.Header>
      <OverrideBanner />
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
      <Layout.Footer>
        <Space split="·" wrap>
          {links.documentation && (
            <a href={links.documentation} target="_blank" rel="noopener noreferrer">
              {t('footer.documentation', 'Documentation')}
            </a>
          )}
          {links.support && (
            <a href={links.support} target="_blank" rel="noopener noreferrer">
              {t('footer.support', 'Support portal')}
            </a>
          )}
          <Link to={DIAGNOSTICS_PATH}>{t('footer.diagnostics', 'Diagnostics')}</Link>
        </Space>
      </Layout.Footer>
    </Layout>
  );
}
