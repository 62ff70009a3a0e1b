import type { Member } from '@beacon/shared/contract';
import { actionsColumn } from '@beacon/shared/ui';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { emailColumn } from '../../components/emailColumn.tsx';
import { levelName } from '../../components/levels.ts';

export interface MemberTableProps {
  members: Member[];
  /** The signed-in user's id: their own level cannot be changed (the server refuses it). */
  selfId: string | undefined;
  loading: boolean;
  onEdit: (member: Member) => void;
  onRemove: (member: Member) => void;
}

const LEVEL_COLORS: Record<Member['user_level'], string> = { 0: 'gold', 20: 'blue', 30: 'default', 40: 'green' };

function columns(t: TFunction, props: MemberTableProps): TableColumnsType<Member> {
  const ownerHint = t('members.table.owner-hint', "The owner's level cannot be changed");
  const ownerRemoveHint = t('members.table.owner-remove-hint', 'The owner cannot be removed');
  const selfHint = t('members.table.self-hint', 'You cannot change your own level');
  return [
    emailColumn(t('members.table.email', 'Email')),
    {
      title: t('members.table.level', 'Level'),
      key: 'level',
      width: 130,
      render: (_, member) => <Tag color={LEVEL_COLORS[member.user_level]}>{levelName(t, member.user_level)}</Tag>,
    },
    actionsColumn<Member>({
      title: t('members.table.actions', 'Actions'),
      permission: 'member:manage',
      width: 170,
      fixed: 'right-wide',
      actions: (member) => {
        const owner = member.user_level === 0;
        const self = member.user === props.selfId;
        const editHint = owner ? ownerHint : self ? selfHint : undefined;
        return [
          {
            key: 'edit',
            disabled: editHint !== undefined,
            tip: editHint,
            'aria-label': t('members.table.edit-label', 'Edit level of {{email}}', { email: member.email }),
            onClick: () => props.onEdit(member),
            children: t('members.table.edit', 'Edit'),
          },
          {
            key: 'remove',
            danger: true,
            disabled: owner,
            tip: owner ? ownerRemoveHint : undefined,
            'aria-label': t('members.table.remove-label', 'Remove {{email}}', { email: member.email }),
            onClick: () => props.onRemove(member),
            children: t('members.table.remove', 'Remove'),
          },
        ];
      },
    }),
  ];
}

/** Account members (admin-and-hotspots.md §2.2): email, level and actions. */
export function MemberTable(props: MemberTableProps) {
  const { t } = useTranslation('account');
  return (
    <Table<Member>
      size="middle"
      rowKey="user"
      columns={columns(t, props)}
      dataSource={props.members}
      loading={props.loading}
      pagination={false}
      aria-label={t('members.table.label', 'Members')}
      locale={{ emptyText: t('members.table.empty', 'No members') }}
      scroll={{ x: 480 }}
    />
  );
}
