import { useConsoleConfig } from '@beacon/shared';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { DIAGNOSTICS_PATH } from '../diagnostics/paths.ts';
import { UserMenu } from '../auth/UserMenu.tsx';
import { OverrideBanner } from './OverrideBanner.tsx';
import './shell.css';

function isNetworksPath(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/networks');
}

/**
 * The frame around every page: top bar, developer banner, content, footer. Plain markup and CSS, so
 * it paints before antd (which the content brings) has loaded.
 */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const { consoleName, links } = useConsoleConfig();
  const { pathname } = useLocation();
  return (
    <div className="shell">
      <header className="shell-header">
        <Link className="shell-logo" to="/" aria-label={t('nav.home', '{{name}} home', { name: consoleName })}>
          <span aria-hidden="true">◉ </span>
          {consoleName}
        </Link>
        <nav className="shell-nav" aria-label={t('nav.label', 'Main')}>
          <NavLink to="/" className={() => (isNetworksPath(pathname) ? 'active' : '')}>
            {t('nav.networks', 'Networks')}
          </NavLink>
          <NavLink to="/hotspots/dashboard" className={() => (pathname.startsWith('/hotspots') ? 'active' : '')}>
            {t('nav.hotspots', 'Hotspots')}
          </NavLink>
        </nav>
        <UserMenu />
      </header>
      <OverrideBanner />
      <main className="shell-content">
        <Outlet />
      </main>
      <footer className="shell-footer">
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
      </footer>
    </div>
  );
}
