import { LazyBoundary, retryableLazy, useSession } from '@beacon/shared';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { CommandPaletteProps } from './CommandPalette.tsx';
import { isPaletteShortcut, shortcutHint } from './paletteShortcut.ts';
import './palette.css';

const CommandPalette = retryableLazy<CommandPaletteProps>(
  () => import(/* webpackChunkName: "shell-palette" */ './CommandPalette.tsx'),
);

/**
 * The palette's top-bar button and shortcuts (⌘K, Ctrl+K, "/" outside a text field), for a signed-in
 * user. The palette itself (cmdk, antd's Modal) loads on the first opening.
 */
export default function PaletteLauncher() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const signedIn = user !== null;
  const show = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!signedIn) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      // ⌘K again closes it; "/" inside the palette is typed into its field, never here.
      if (event.key === '/') show();
      else if (open) close();
      else show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [signedIn, open, show, close]);

  if (!signedIn) return null;
  return (
    <>
      <button
        type="button"
        className="shell-palette-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onMouseEnter={() => void CommandPalette.preload()}
        onFocus={() => void CommandPalette.preload()}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {/* Named "Search the console", not just "Search": screens have Search buttons of their own. The
            name comes from the content (an aria-label would not hold the visible shortcut hint), and
            starts with the visible word. */}
        <span className="shell-palette-text" aria-hidden="true">
          {t('palette.open', 'Search')}
        </span>
        <span className="visually-hidden">{t('palette.open-label', 'Search the console')}</span>
        <kbd className="shell-palette-kbd" aria-hidden="true">
          {shortcutHint()}
        </kbd>
      </button>
      {/* In <body>, so that the antd providers' wrapper never lands in the top bar's flex row. */}
      {wanted &&
        createPortal(
          <LazyBoundary fallback={null}>
            <CommandPalette open={open} onClose={close} />
          </LazyBoundary>,
          document.body,
        )}
    </>
  );
}
