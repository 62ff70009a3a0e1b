import {
  isConsolePath,
  loadPaletteModulesOnce,
  platformApi,
  SEARCH_QUERY_MAX_LENGTH,
  useAppSelector,
  usePaletteEntries,
  useRecentItems,
  type PaletteResult,
  type RecentItem,
} from '@beacon/shared';
import Modal from 'antd/es/modal';
import theme from 'antd/es/theme';
import { Command } from 'cmdk';
import { useEffect, useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withAntdProviders } from '../layout/WithAntd.tsx';
import {
  buildGroups,
  firstValue,
  selectionIn,
  listChildren,
  listCommands,
  matchCommands,
  type ListedCommand,
} from './paletteModel.ts';
import { PaletteGroups } from './PaletteGroups.tsx';
import { usePaletteContext } from './usePaletteContext.ts';
import { usePaletteSearch } from './usePaletteSearch.ts';
import { useShellCommands } from './useShellCommands.ts';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
}

/** The command palette (issue 17), in its own chunk with cmdk: it loads on the first opening. */
const CommandPalette = withAntdProviders(PaletteDialog);
export default CommandPalette;

function PaletteDialog({ open, onClose }: CommandPaletteProps) {
  const { t } = useTranslation('shell');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      destroyOnHidden
      width={640}
      className="palette-modal"
      classNames={{ header: 'visually-hidden' }}
      title={t('palette.label', 'Search and commands')}
    >
      <PaletteBody onClose={onClose} />
    </Modal>
  );
}

/** The palette's content: made afresh at each opening (empty query, top level). */
function PaletteBody({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const { token } = theme.useToken();
  const ctx = usePaletteContext(onClose);
  const shellEntry = useShellCommands();
  const registered = usePaletteEntries();
  const recent = useRecentItems();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState<ListedCommand | null>(null);
  const [modulesLoading, setModulesLoading] = useState(true);
  useEffect(() => {
    let mounted = true;
    void loadPaletteModulesOnce().finally(() => mounted && setModulesLoading(false));
    return () => {
      mounted = false;
    };
  }, []);

  // The remotes' commands first (Create network…), then the shell's (Switch account…).
  const entries = useMemo(() => [...registered, shellEntry], [registered, shellEntry]);
  const providers = useMemo(
    () => (page ? [] : entries.flatMap((e) => e.providers ?? []).filter((p) => p.allowed?.(ctx) ?? true)),
    [entries, page, ctx],
  );
  const search = usePaletteSearch(page ? '' : query, providers, ctx);
  // A sub-list may come from the API cache (Register device → the account's networks): while one
  // is shown, it is listed again whenever the cache changes, so it follows its fetch.
  useAppSelector((state) => (page ? state[platformApi.reducerPath].queries : null));
  const commands = page ? listChildren(page, ctx, i18n) : listCommands(entries, ctx, i18n);
  const groups = buildGroups({
    query,
    results: search.results,
    recent: page ? [] : recent,
    commands: matchCommands(commands, query),
  });
  const searching = query.trim() !== '' && (search.pending || modulesLoading);
  // The first entry is selected whenever the list's head changes: results arriving, or the remotes'
  // commands landing above the shell's (cmdk alone would keep the entry selected before).
  const head = firstValue(groups);
  const [selected, setSelected] = useState(head);
  const [selectedHead, setSelectedHead] = useState(head);
  if (head !== selectedHead) {
    setSelectedHead(head);
    setSelected(head);
  }

  const openItem = (item: PaletteResult | RecentItem) => {
    if (isConsolePath(item.href)) ctx.navigate(item.href);
  };
  const runCommand = (item: ListedCommand) => {
    if (item.command.children) {
      setPage(item);
      setQuery('');
      return;
    }
    onClose();
    void Promise.resolve(item.command.run?.(ctx)).catch((error: unknown) => console.error(error));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Backspace' && query === '' && page) setPage(null);
  };

  const themed = {
    '--palette-text': token.colorText,
    '--palette-muted': token.colorTextSecondary,
    '--palette-border': token.colorBorderSecondary,
    '--palette-hover': token.controlItemBgHover,
    '--palette-selected': token.controlItemBgActive,
    '--palette-radius': `${token.borderRadius}px`,
  } as CSSProperties;

  return (
    <Command
      className="palette"
      label={t('palette.label', 'Search and commands')}
      shouldFilter={false}
      loop
      value={selectionIn(groups, selected)}
      onValueChange={setSelected}
      style={themed}
      onKeyDown={onKeyDown}
    >
      <div className="palette-input-row">
        {page && (
          <button type="button" className="palette-back" onClick={() => setPage(null)}>
            <span aria-hidden="true">‹ </span>
            {page.title}
          </button>
        )}
        <Command.Input
          // The palette is a dialog for typing: focus goes to its input when it opens.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={query}
          onValueChange={setQuery}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={
            page ? t('palette.placeholder-page', 'Filter…') : t('palette.placeholder', 'Search or type a command…')
          }
        />
        <button type="button" className="palette-close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('palette.close', 'Close')}</span>
        </button>
      </div>
      <Command.List className="palette-list">
        {searching && (
          <Command.Loading label={t('palette.searching', 'Searching…')}>
            <div className="palette-status">{t('palette.searching', 'Searching…')}</div>
          </Command.Loading>
        )}
        {search.failed.length > 0 && (
          <div className="palette-status palette-error" role="status">
            {t('palette.search-failed', 'Some results could not be loaded. Try again in a moment.')}
          </div>
        )}
        {!searching && groups.length === 0 && (
          <Command.Empty className="palette-status">
            {query.trim() === ''
              ? t('palette.empty-start', 'Type to search networks, devices and hotspots.')
              : t('palette.empty', 'No results for “{{query}}”', { query: query.trim() })}
          </Command.Empty>
        )}
        <PaletteGroups groups={groups} onOpen={openItem} onCommand={runCommand} />
      </Command.List>
    </Command>
  );
}
