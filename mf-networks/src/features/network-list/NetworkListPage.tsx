import { LazyBoundary, retryableLazy, useCan, useSession } from '@beacon/shared';
import { PageFrame, useLoadErrorToast } from '@beacon/shared/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@beacon/shared/router';
import { useListNetworksQuery } from './api.ts';
import { CreateNetworkButton } from './CreateNetworkButton.tsx';
import { DeveloperResourcesCard } from './DeveloperResourcesCard.tsx';
import { pageFromParam, sortNetworks } from './model.ts';
import { NetworkGrid } from './NetworkGrid.tsx';

// The modal (its form and antd's Modal, Form and Input) loads on the first click on Create Network,
// not with the list.
const CreateNetworkModal = retryableLazy(() =>
  import(/* webpackChunkName: "networks-create" */ './CreateNetworkModal.tsx').then((m) => m.CreateNetworkModal),
);

/** `?create=1` opens the Create Network modal (the palette's Create network); closing it removes the switch. */
export const CREATE_PARAM = 'create';

/**
 * Route `/`: the networks of the selected account as cards (page in `?page=`), Create Network (also
 * opened by `?create=1` when the level allows it, as the button), developer resources.
 */
export function NetworkListPage() {
  const { t } = useTranslation('networks');
  const { accountId } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  /** Undefined until Create Network is first clicked (or opened by `?create=1`); then the modal stays mounted (its close animation). */
  const [creating, setCreating] = useState<boolean>();
  const createRequested = useCan('network:create') && searchParams.get(CREATE_PARAM) === '1';
  const { data, error, isFetching, refetch } = useListNetworksQuery(accountId ?? '', { skip: !accountId });
  const loadError = useLoadErrorToast(error, 'networks:network-list.load.error', 'Error loading networks: {{message}}');

  const networks = useMemo(() => (data ? sortNetworks(data) : undefined), [data]);
  const page = pageFromParam(searchParams.get('page'), networks?.length ?? 0);
  const setPage = (next: number) =>
    setSearchParams((params) => {
      if (next > 1) params.set('page', String(next));
      else params.delete('page');
      return params;
    });
  const closeCreate = () => {
    setCreating(false);
    if (searchParams.has(CREATE_PARAM))
      setSearchParams(
        (params) => {
          params.delete(CREATE_PARAM);
          return params;
        },
        { replace: true },
      );
  };
  const createButton = <CreateNetworkButton onClick={() => setCreating(true)} />;

  return (
    <PageFrame title={t('network-list.title', 'Networks')} extra={networks?.length === 0 ? undefined : createButton}>
      {loadError && (
        <Alert
          type="error"
          showIcon
          title={t('network-list.load.failed', 'The networks could not be loaded')}
          description={loadError.message}
          action={
            <Button onClick={() => void refetch()} loading={isFetching}>
              {t('network-list.load.retry', 'Retry')}
            </Button>
          }
        />
      )}
      {!(loadError && !networks) && (
        <NetworkGrid networks={networks} page={page} onPageChange={setPage} emptyAction={createButton} />
      )}
      {/* Below the cards once they (or the failure) are shown: while they load, it would move down as they come. */}
      {(networks || loadError) && <DeveloperResourcesCard />}
      {accountId && (creating !== undefined || createRequested) && (
        <LazyBoundary fallback={null}>
          <CreateNetworkModal accountId={accountId} open={creating === true || createRequested} onClose={closeCreate} />
        </LazyBoundary>
      )}
    </PageFrame>
  );
}
