import {
  DIAGNOSTICS_PATH,
  HOME_PATH,
  hotspotsPath,
  LoadingPlaceholder,
  PartBoundary,
  remoteServing,
  retryableLazy,
  LazyBoundary,
  useConsoleConfig,
} from '@beacon/shared/frame';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useMatches } from '@beacon/shared/router';
import { hasCachedSession } from '../auth/cachedSession.ts';
import type { SignedInShellProps } from '../auth/SignedInShell.tsx';
import { useRegistry } from '../registry/RegistryContext.ts';
import { NotificationHost } from './NotificationHost.tsx';
import { OverrideBanner } from './OverrideBanner.tsx';
import './shell.css';

const SignedInShell = retryableLazy<SignedInShellProps>(() =>
  import(/* webpackChunkName: "shell-sign-in" */ '../auth/SignedInShell.tsx').then((m) => m.SignedInShell),
);

// The palette's button and shortcuts come with the signed-in part (they need its store), not the frame.
const PaletteLauncher = retryableLazy(
  () => import(/* webpackChunkName: "shell-palette-launcher" */ '../palette/PaletteLauncher.tsx'),
);

/** Starts loading the signed-in part (sign-in SDK, store, account menu) before a page needs it. */
export const preloadSignedInShell = (): Promise<void> => SignedInShell.preload();

/** Routes that need sign-in carry this handle (see routes.tsx). */
export interface ShellRouteHandle {
  requiresSignIn?: boolean;
  /**
   * The not-found page: signed in (with the account menu, so Logout stays reachable) when this
   * browser holds a session, plain (no sign-in SDK loaded) when it does not.
   */
  signedInWhenSession?: boolean;
}

/** The main navigation: each entry is the home of one remote, active wherever the registry mounts that remote. */
const MAIN_NAV = [
  { remote: 'mf-networks', to: HOME_PATH },
  { remote: 'mf-hotspots', to: hotspotsPath('dashboard') },
] as const;

/**
 * The frame around every page: top bar, developer banner, content, footer. Plain markup and CSS, so
 * it paints before antd (which the content brings) and the sign-in SDK have loaded.
 */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const { consoleName, links } = useConsoleConfig();
  const { pathname } = useLocation();
  const activeRemote = remoteServing(pathname, useRegistry().remotes)?.name;
  // On a phone the main navigation folds behind a button; it folds again after each navigation.
  const [navOpenAt, setNavOpenAt] = useState<string | null>(null);
  const navOpen = navOpenAt === pathname;
  const navArea = useRef<HTMLDivElement>(null);
  // A tap anywhere else on the page, or Escape, folds it too (as a menu closes).
  useEffect(() => {
    if (!navOpen) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!navArea.current?.contains(event.target as Node)) setNavOpenAt(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setNavOpenAt(null);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [navOpen]);
  const navLabels: Record<(typeof MAIN_NAV)[number]['remote'], string> = {
    'mf-networks': t('nav.networks', 'Networks'),
    'mf-hotspots': t('nav.hotspots', 'Hotspots'),
  };
  const handles = useMatches().map((m) => (m.handle ?? {}) as ShellRouteHandle);
  const requiresSignIn =
    handles.some((h) => h.requiresSignIn) || (handles.some((h) => h.signedInWhenSession) && hasCachedSession());
  const frame = (userMenu: ReactNode, content: ReactNode) => (
    <div className="shell">
      <header className="shell-header">
        <Link className="shell-logo" to={HOME_PATH} aria-label={t('nav.home', '{{name}} home', { name: consoleName })}>
          <span aria-hidden="true">◉ </span>
          {consoleName}
        </Link>
        <div className="shell-nav-area" ref={navArea}>
          <button
            type="button"
            className="shell-nav-toggle"
            aria-expanded={navOpen}
            aria-controls="shell-nav"
            onClick={() => setNavOpenAt(navOpen ? null : pathname)}
          >
            <span aria-hidden="true">☰</span>
            <span className="visually-hidden">{t('nav.toggle', 'Navigation')}</span>
          </button>
          <nav id="shell-nav" className={navOpen ? 'shell-nav open' : 'shell-nav'} aria-label={t('nav.label', 'Main')}>
            {MAIN_NAV.map(({ remote, to }) => (
              <NavLink key={remote} to={to} className={() => (activeRemote === remote ? 'active' : '')}>
                {navLabels[remote]}
              </NavLink>
            ))}
          </nav>
        </div>
        {userMenu !== null && (
          // The palette is an extra: if its code fails to load or render, the console goes on without it.
          <PartBoundary part="Command palette" fallback={() => null}>
            <LazyBoundary fallback={null}>
              <PaletteLauncher />
            </LazyBoundary>
          </PartBoundary>
        )}
        {userMenu}
      </header>
      <OverrideBanner />
      <main className="shell-content">{content}</main>
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
  const page = requiresSignIn ? (
    <LazyBoundary fallback={frame(null, <LoadingPlaceholder />)}>
      <SignedInShell renderFrame={frame} />
    </LazyBoundary>
  ) : (
    frame(null, <Outlet />)
  );
  // The notification host keeps its place whichever branch renders, so toasts outlive the page.
  return (
    <>
      {page}
      <NotificationHost />
    </>
  );
}
