import { hasServerMessage, toApiError, useCan, useSession } from '@beacon/shared';
import type { Invite } from '@beacon/shared/contract';
import {
  Loaded,
  PermittedButton,
  useDestructiveAction,
  useErrorToast,
  useLoadErrorToast,
  useToastedCall,
} from '@beacon/shared/ui';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import App from 'antd/es/app';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountTabPage } from '../../components/AccountTabs.tsx';
import { useDialogSwitch } from '../../components/useDialogSwitch.ts';
import {
  useCreateInviteMutation,
  useDeleteInviteMutation,
  useListInvitesQuery,
  useResendInviteMutation,
} from './api.ts';
import { InviteTable } from './InviteTable.tsx';
import { SendInviteModal } from './SendInviteModal.tsx';

/**
 * `/account/invites`: open invites with resend and delete, and the send dialog. "Invite sent",
 * "Invite re-sent", "Invite deleted"; a failed send: "Failed to invite user. {message}".
 * `?create=1` opens the send dialog (the palette's Invite member), for those its button is enabled for.
 */
export function InvitesPage() {
  const { t } = useTranslation('account');
  const { accountId } = useSession();
  const { notification } = App.useApp();
  const toastError = useErrorToast();
  const toasted = useToastedCall();
  const confirmDestructive = useDestructiveAction();
  const query = useListInvitesQuery(accountId ?? '', {
    skip: accountId === null,
  });
  const { data, isLoading, isFetching } = query;
  const loadError = useLoadErrorToast(query.error, 'account:invites.load.error', 'Error loading invites: {{message}}');
  const sendDialog = useDialogSwitch(useCan('invite:manage'));
  const [resending, setResending] = useState<string | null>(null);
  const [createInvite, { isLoading: creating }] = useCreateInviteMutation();
  const [resendInvite] = useResendInviteMutation();
  const [deleteInvite] = useDeleteInviteMutation();

  const send = async (email: string): Promise<boolean> => {
    if (accountId === null) return false;
    try {
      await createInvite({ accountId, body: { user: email } }).unwrap();
    } catch (cause) {
      // The server's message when it gave one, else the spec's "Please check the email address."
      const fallback = t('invites.send.error-fallback', 'Please check the email address.');
      const error = toApiError(cause);
      toastError(error, (message) =>
        t('invites.send.error', 'Failed to invite user. {{message}}', {
          message: hasServerMessage(error) && message.trim() !== '' ? message : fallback,
        }),
      );
      return false;
    }
    notification.success({ title: t('invites.send.success', 'Invite sent') });
    return true;
  };

  const resend = async (invite: Invite) => {
    if (accountId === null) return;
    setResending(invite.code);
    await toasted(() => resendInvite({ accountId, code: invite.code }).unwrap(), {
      error: (message) => t('invites.resend.error', 'Error resending invite: {{message}}', { message }),
      success: t('invites.resend.success', 'Invite re-sent'),
    });
    setResending(null);
  };

  const confirmDelete = (invite: Invite) => {
    if (accountId === null) return;
    confirmDestructive({
      title: t('invites.delete.confirm-title', 'Delete the invite to {{email}}?', { email: invite.email }),
      content: t('invites.delete.confirm-text', 'Its link stops working.'),
      okText: t('invites.delete.confirm-ok', 'Delete invite'),
      cancelText: t('invites.delete.confirm-cancel', 'Cancel'),
      run: () => deleteInvite({ accountId, code: invite.code }).unwrap(),
      error: (message) => t('invites.delete.error', 'Error deleting invite: {{message}}', { message }),
      success: t('invites.delete.success', 'Invite deleted'),
    });
  };

  return (
    <AccountTabPage tab="invites">
      <Flex justify="flex-end">
        <PermittedButton permission="invite:manage" type="primary" icon={<PlusOutlined />} onClick={sendDialog.show}>
          {t('invites.send.button', 'Send invite')}
        </PermittedButton>
      </Flex>
      <Loaded
        query={query}
        title={t('invites.load.failed', 'The invites could not be loaded')}
        message={loadError?.message}
      >
        <InviteTable
          invites={data ?? []}
          loading={isLoading || (isFetching && !data)}
          resending={resending}
          onResend={(invite) => void resend(invite)}
          onDelete={confirmDelete}
        />
      </Loaded>
      <SendInviteModal open={sendDialog.open} sending={creating} onSend={send} onClose={sendDialog.close} />
    </AccountTabPage>
  );
}
