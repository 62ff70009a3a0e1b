import { readCursorPaging, useSession, writeCursorPaging, type CursorPaging } from '@beacon/shared';
import { useSearchParams } from '@beacon/shared/router';
import { CursorPager, Loaded, PageFrame, useLoadErrorToast } from '@beacon/shared/ui';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListHotspotGroupsQuery } from '../../components/groupListApi.ts';
import { useServerErrorToast } from '../../components/serverError.ts';
import { useCreateHotspotMutation, useListHotspotsQuery, type CreateHotspotBody } from './api.ts';
import { HotspotImport, ImportHotspotsButton } from './HotspotImport.tsx';
import { HotspotTable } from './HotspotTable.tsx';
import { RegisterHotspotModal } from './RegisterHotspotModal.tsx';
import { ScannerAppLink } from './ScannerAppLink.tsx';

/** The query parameter the scanner app sends people back with: it opens the register dialog pre-filled. */
const HOTSPOT_ID_PARAM = 'hotspot_id';
/** `?register=1` opens the register dialog empty (the palette's Register hotspot); closing it removes it. */
export const REGISTER_PARAM = 'register';
/** `?import=1` opens the Import hotspots dialog (its button pushes it, so Back closes it; the palette's Import hotspots). */
export const IMPORT_PARAM = 'import';

/**
 * `/hotspots/manage` (hotspots_manage, admin-and-hotspots.md §2.3): the account's hotspots, 50 a page
 * with the cursor (and the way back) in the URL, the scanner app link and the Register Hotspot dialog,
 * which `?hotspot_id=` opens pre-filled and `?register=1` empty, and the Import dialog (`?import=1`).
 * Any member may register and import.
 */
export function ManageHotspotsPage() {
  const { t } = useTranslation('hotspots');
  const { accountId } = useSession();
  const { notification } = App.useApp();
  const serverErrorToast = useServerErrorToast();
  const [search, setSearch] = useSearchParams();
  const paging = readCursorPaging(search);
  const prefill = search.get(HOTSPOT_ID_PARAM);
  const registerRequested = search.get(REGISTER_PARAM) === '1';
  const importOpen = search.get(IMPORT_PARAM) === '1';
  const [registerClicked, setRegisterClicked] = useState(false);

  const query = useListHotspotsQuery(accountId ? { accountId, cursor: paging.cursor } : skipToken);
  const { data, isFetching } = query;
  const { data: groups } = useListHotspotGroupsQuery(accountId ?? skipToken);
  const loadError = useLoadErrorToast(
    query.error,
    'hotspots:manage.load.error',
    'Failed to fetch hotspots: {{message}}',
  );
  const [createHotspot, { isLoading: registering }] = useCreateHotspotMutation();

  const go = (next: CursorPaging) => setSearch((current) => writeCursorPaging(next, current));
  const onFirstPage = paging.cursor === undefined;

  const dialogOpen = registerClicked || prefill !== null || registerRequested;
  const closeDialog = () => {
    setRegisterClicked(false);
    if (prefill !== null || search.has(REGISTER_PARAM))
      setSearch(
        (current) => {
          const without = new URLSearchParams(current);
          without.delete(HOTSPOT_ID_PARAM);
          without.delete(REGISTER_PARAM);
          return without;
        },
        { replace: true },
      );
  };

  const openImport = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set(IMPORT_PARAM, '1');
      return next;
    });
  const closeImport = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(IMPORT_PARAM);
        return next;
      },
      { replace: true },
    );

  const register = async (body: CreateHotspotBody): Promise<boolean> => {
    if (!accountId) return false;
    try {
      await createHotspot({ accountId, body }).unwrap();
    } catch (cause) {
      serverErrorToast(cause, t('manage.register.error-fallback', 'An unexpected error occurred'));
      return false;
    }
    notification.success({ title: t('manage.register.success', 'Hotspot registered successfully') });
    return true;
  };

  const registerButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setRegisterClicked(true)}>
      {t('manage.register.button', 'Register Hotspot')}
    </Button>
  );

  return (
    <PageFrame
      title={t('manage.title', 'Manage Hotspots')}
      extra={
        <Flex gap="small" wrap>
          <ImportHotspotsButton onOpen={openImport} />
          {registerButton}
        </Flex>
      }
    >
      <ScannerAppLink />
      <Loaded
        query={query}
        title={t('manage.load.failed', 'The hotspots could not be loaded')}
        message={loadError?.message}
      >
        <HotspotTable
          hotspots={data?.hotspots ?? []}
          groups={groups}
          loading={!data || isFetching}
          empty={
            data ? (
              <Empty description={t('manage.empty', 'No hotspots yet')}>{onFirstPage && registerButton}</Empty>
            ) : (
              <span />
            )
          }
        />
        <CursorPager paging={paging} next={data?.cursor} fetching={isFetching} onPaging={go} />
      </Loaded>
      <RegisterHotspotModal
        open={dialogOpen}
        registering={registering}
        initialHotspotId={prefill ?? undefined}
        onRegister={register}
        onClose={closeDialog}
      />
      {importOpen && <HotspotImport onClose={closeImport} />}
    </PageFrame>
  );
}
