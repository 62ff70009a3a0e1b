import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { hotspotsPath, UNGROUPED_GROUP_ID } from '@beacon/shared';
import { DESTRUCTIVE_CONFIRM, useErrorToast } from '@beacon/shared/ui';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@beacon/shared/router';
import type { GroupBody, HotspotGroup } from '../../components/hotspotsApi.ts';
import { GroupForm, refusedOutcome } from '../../components/GroupForm.tsx';
import { useDeleteHotspotGroupMutation, useUpdateHotspotGroupMutation } from './api.ts';

export interface GroupActionsProps {
  accountId: string;
  group: HotspotGroup;
  /**
   * Called with true before the delete call and false when it failed: the page then stops its queries,
   * which the delete invalidates and which would answer 404 while the groups page loads.
   */
  onLeaving: (leaving: boolean) => void;
}

/**
 * Edit (the group form, pre-filled) and Delete (after a confirmation that its hotspots move to
 * Ungrouped), both for any member of the account (admin-and-hotspots.md §6). Ungrouped keeps its name and cannot be deleted.
 */
export function GroupActions({ accountId, group, onLeaving }: GroupActionsProps) {
  const { t } = useTranslation('hotspots');
  const { modal, notification } = App.useApp();
  const toastError = useErrorToast();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [updateGroup, { isLoading: saving }] = useUpdateHotspotGroupMutation();
  const [deleteGroup] = useDeleteHotspotGroupMutation();
  const groupId = group.group_id;
  const ungrouped = groupId === UNGROUPED_GROUP_ID;

  const save = async (body: GroupBody) => {
    try {
      await updateGroup({ accountId, groupId, body }).unwrap();
    } catch (cause) {
      return refusedOutcome(toastError(cause, () => t('group.update.error', 'Failed to update group')));
    }
    notification.success({ title: t('group.update.success', 'Group updated successfully') });
    return true;
  };

  const remove = async () => {
    onLeaving(true);
    try {
      await deleteGroup({ accountId, groupId }).unwrap();
    } catch (cause) {
      onLeaving(false);
      toastError(cause, () => t('group.delete.error', 'Failed to delete group'));
      return;
    }
    notification.success({ title: t('group.delete.success', 'Group deleted successfully') });
    void navigate(hotspotsPath('groups'));
  };

  const confirmDelete = () => {
    modal.confirm({
      ...DESTRUCTIVE_CONFIRM,
      title: t('group.delete.title', 'Delete the group {{name}}?', { name: group.name }),
      content: t('group.delete.content', 'Its hotspots move to Ungrouped. This cannot be undone.'),
      okText: t('group.delete.ok', 'Delete'),
      cancelText: t('group.delete.cancel', 'Cancel'),
      onOk: () => remove(),
    });
  };

  return (
    <Flex gap="small" wrap>
      <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
        {t('group.edit', 'Edit')}
      </Button>
      {!ungrouped && (
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
          {t('group.delete.button', 'Delete')}
        </Button>
      )}
      <GroupForm
        open={editing}
        title={t('group.update.title', 'Edit group')}
        okText={t('group.update.submit', 'Save')}
        group={group}
        nameLocked={ungrouped}
        saving={saving}
        onSave={save}
        onClose={() => setEditing(false)}
      />
    </Flex>
  );
}
