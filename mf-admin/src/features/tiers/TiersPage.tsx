import { TIER_PAGE_SIZE, TIER_SEARCH_DEBOUNCE_MS } from '@beacon/shared';
import { useSearchParams } from '@beacon/shared/router';
import { LoadFailure, PageFrame, usePagedTable } from '@beacon/shared/ui';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTierProfilesQuery } from '../../components/adminApi.ts';
import { useGetTierProfileQuery, useListStandardTiersQuery, type SaveTierBody } from './api.ts';
import { TierEditor } from './TierEditor.tsx';
import { isNotFound, useTierErrorText } from './tierErrors.ts';
import { TierTable } from './TierTable.tsx';
import { useTierActions } from './useTierActions.ts';
import '../../locales/registerAdmin.ts';

/** `?page=` (1-based), `?search=` (debounced 300 ms) and `?tier=` (the tier open in the editor). */
const PAGE = 'page';
const SEARCH = 'search';
const TIER = 'tier';

/**
 * `/admin/tiers` (admin_tier_management, admin-and-hotspots.md §2.4, §4.5): the tier profiles 50 a
 * page with a search, New tier, and the editor, which `?tier=` opens on that tier. Standard tiers
 * cannot be deleted.
 */
export function TiersPage() {
  const { t } = useTranslation('admin');
  const tierErrorText = useTierErrorText();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get(PAGE))) || 1);
  const term = search.get(SEARCH) ?? '';
  const openTier = search.get(TIER) ?? '';
  const [typed, setTyped] = useState(term);
  const [creating, setCreating] = useState(false);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);

  // The search typed but not yet in the URL: any URL change takes it along, so the debounced write
  // never runs after (and undoes) another change, such as opening a tier.
  const pendingSearch = useRef<string>(undefined);
  const update = useCallback(
    (change: Record<string, string>, replace = false) => {
      const pending = pendingSearch.current;
      pendingSearch.current = undefined;
      clearTimeout(debounce.current);
      const all = pending === undefined ? change : { [SEARCH]: pending, [PAGE]: '', ...change };
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(all)) {
            if (value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setSearch],
  );

  const list = useListTierProfilesQuery({ page, search: term.trim() });
  const definitions = useListStandardTiersQuery();
  const edited = useGetTierProfileQuery(openTier || skipToken);
  // A skipped query keeps its last data: only the tier `?tier=` names is the one being edited.
  const editedTier = openTier && edited.data?.tier_name === openTier ? edited.data : undefined;
  const actions = useTierActions((deleted) => deleted === openTier && update({ [TIER]: '' }));
  const tableRef = usePagedTable({
    page,
    total: list.data?.pagination.total,
    pageSize: TIER_PAGE_SIZE,
    onPastTheEnd: useCallback((last: number) => update({ [PAGE]: String(last) }, true), [update]),
  });

  const latestUpdate = useRef(update);
  useEffect(() => {
    latestUpdate.current = update;
  }, [update]);
  const onType = (value: string) => {
    setTyped(value);
    clearTimeout(debounce.current);
    pendingSearch.current = value.trim();
    debounce.current = setTimeout(() => latestUpdate.current({}, true), TIER_SEARCH_DEBOUNCE_MS);
  };
  const closeEditor = () => {
    setCreating(false);
    if (openTier) update({ [TIER]: '' });
  };
  const save = (body: SaveTierBody) => actions.save(body, creating);

  return (
    <PageFrame
      title={t('tiers.title', 'Tier Management')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('tiers.new', 'New tier')}
        </Button>
      }
    >
      {openTier && isNotFound(edited.error) && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={closeEditor}
          title={t('tiers.not-found', 'Tier not found')}
          description={t('tiers.not-found-text', 'There is no tier named {{name}}.', { name: openTier })}
        />
      )}
      {openTier && edited.error !== undefined && !isNotFound(edited.error) && (
        <Alert type="error" showIcon title={tierErrorText(edited.error)} />
      )}
      <Input
        value={typed}
        allowClear
        onChange={(event) => onType(event.target.value)}
        placeholder={t('tiers.search.placeholder', 'Tier name or display name')}
        aria-label={t('tiers.search.label', 'Search tiers')}
        style={{ maxWidth: 420 }}
      />
      {list.error ? (
        <LoadFailure
          title={t('tiers.load.failed', 'The tier profiles could not be loaded')}
          message={tierErrorText(list.error)}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <TierTable
          tableRef={tableRef}
          tiers={list.data?.data ?? []}
          loading={!list.data || list.isFetching}
          empty={
            <Empty
              description={
                term ? t('tiers.empty-search', 'No tiers match the search') : t('tiers.empty', 'No tiers yet')
              }
            />
          }
          pagination={{
            current: page,
            pageSize: TIER_PAGE_SIZE,
            total: list.data?.pagination.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) => update({ [PAGE]: next > 1 ? String(next) : '' }),
          }}
          deleting={actions.deleting}
          onEdit={(tier) => update({ [TIER]: tier.tier_name })}
          onDelete={actions.remove}
        />
      )}
      <TierEditor
        open={creating || editedTier !== undefined}
        tier={creating ? undefined : editedTier}
        definitions={definitions.data?.feature_definitions}
        definitionsError={definitions.error ? tierErrorText(definitions.error) : undefined}
        onRetryDefinitions={() => void definitions.refetch()}
        saving={actions.saving}
        onSave={save}
        onClose={closeEditor}
      />
    </PageFrame>
  );
}
