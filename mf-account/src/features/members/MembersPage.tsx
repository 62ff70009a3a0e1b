import { useSession } from '@beacon/shared';
import type { AssignableLevel, Member } from '@beacon/shared/contract';
import { Loaded, useDestructiveAction, useLoadErrorToast, useToastedCall } from '@beacon/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountTabPage } from '../../components/AccountTabs.tsx';
import { useDeleteMemberMutation, useListMembersQuery, useUpdateMemberMutation } from './api.ts';
import { EditMemberModal } from './EditMemberModal.tsx';
import { MemberTable } from './MemberTable.tsx';

/**
 * `/account/members` (the default tab of the account page): the members with their levels, the
 * edit-level dialog and remove after a confirmation. The server refuses demoting or removing the
 * owner and changing one's own level, so those buttons are disabled with the reason; a refusal's
 * message names the member by e-mail, never by the internal user id.
 */
export function MembersPage() {
  const { t } = useTranslation('account');
  const { accountId, user } = useSession();
  const toasted = useToastedCall();
  const confirmDestructive = useDestructiveAction();
  const query = useListMembersQuery(accountId ?? '', {
    skip: accountId === null,
  });
  const { data, isLoading, isFetching } = query;
  const loadError = useLoadErrorToast(query.error, 'account:members.load.error', 'Error loading members: {{message}}');
  const [editing, setEditing] = useState<Member | null>(null);
  const [updateMember, { isLoading: saving }] = useUpdateMemberMutation();
  const [deleteMember] = useDeleteMemberMutation();

  const save = async (member: Member, level: AssignableLevel) => {
    if (accountId === null) return;
    const saved = await toasted(
      () => updateMember({ accountId, user: member.user, body: { user_level: level } }).unwrap(),
      {
        error: (message) =>
          t('members.edit.error', 'Error updating member {{id}}: {{message}}', { id: member.email, message }),
        success: t('members.edit.success', 'Member level updated'),
      },
    );
    if (saved.ok) setEditing(null);
  };

  const confirmRemove = (member: Member) => {
    if (accountId === null) return;
    confirmDestructive({
      title: t('members.remove.confirm-title', 'Remove {{email}}?', { email: member.email }),
      content: t('members.remove.confirm-text', 'They lose access to this account at once.'),
      okText: t('members.remove.confirm-ok', 'Remove member'),
      cancelText: t('members.remove.confirm-cancel', 'Cancel'),
      run: () => deleteMember({ accountId, user: member.user }).unwrap(),
      error: (message) =>
        t('members.remove.error', 'Error deleting member {{id}}: {{message}}', { id: member.email, message }),
      success: t('members.remove.success', 'Member removed'),
    });
  };

  return (
    <AccountTabPage tab="members">
      <Loaded
        query={query}
        title={t('members.load.failed', 'The members could not be loaded')}
        message={loadError?.message}
      >
        <MemberTable
          members={data ?? []}
          selfId={user?.id}
          loading={isLoading || (isFetching && !data)}
          onEdit={setEditing}
          onRemove={confirmRemove}
        />
      </Loaded>
      <EditMemberModal
        member={editing}
        saving={saving}
        onSave={(member, level) => void save(member, level)}
        onClose={() => setEditing(null)}
      />
    </AccountTabPage>
  );
}
