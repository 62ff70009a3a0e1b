import { adminMemberLevelLabel } from '@beacon/shared';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AdminMember } from '@beacon/shared/contract';

export interface AccountMembersProps {
  members: AdminMember[];
}

/** A member level as the admin view names it (§6): 3 Admin, 2 Write, 1 Read, anything else Unknown; translated. */
export function memberLevelText(level: number, t: TFunction<'admin'>): string {
  switch (adminMemberLevelLabel(level)) {
    case 'Admin':
      return t('account.members.level-admin', 'Admin');
    case 'Write':
      return t('account.members.level-write', 'Write');
    case 'Read':
      return t('account.members.level-read', 'Read');
    default:
      return t('account.members.level-unknown', 'Unknown');
  }
}

/** The account's members: username, email and level (admin-and-hotspots.md §2.4, §6). */
export function AccountMembers({ members }: AccountMembersProps) {
  const { t } = useTranslation('admin');
  const columns: TableColumnsType<AdminMember> = [
    { title: t('account.members.username', 'Username'), dataIndex: 'username', key: 'username', width: 220 },
    { title: t('account.members.email', 'Email'), dataIndex: 'email', key: 'email', width: 240 },
    {
      title: t('account.members.level', 'Level'),
      key: 'level',
      width: 100,
      render: (_, member) => memberLevelText(member.level, t),
    },
  ];
  return (
    <Card size="small" title={t('account.members.title', 'Members')}>
      <Table<AdminMember>
        size="small"
        rowKey="username"
        columns={columns}
        dataSource={members}
        pagination={false}
        scroll={{ x: 560 }}
        aria-label={t('account.members.title', 'Members')}
        locale={{ emptyText: t('account.members.empty', 'No members') }}
      />
    </Card>
  );
}
