import type { Invite } from '@beacon/shared/contract';
import { PermittedButton } from '@beacon/shared/ui';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export interface InviteTableProps {
  invites: Invite[];
  loading: boolean;
  /** The code of the invite being resent, if any. */
  resending: string | null;
  onResend: (invite: Invite) => void;
  onDelete: (invite: Invite) => void;
}

function columns(t: TFunction, props: InviteTableProps): TableColumnsType<Invite> {
  return [
    {
      title: t('invites.table.email', 'Email'),
      dataIndex: 'email',
      key: 'email',
      render: (email: string) => <span style={{ overflowWrap: 'anywhere' }}>{email}</span>,
    },
    {
      title: t('invites.table.actions', 'Actions'),
      key: 'actions',
      width: 200,
      render: (_, invite) => (
        <Flex gap="small" wrap>
          <PermittedButton
            permission="invite:manage"
            size="small"
            loading={props.resending === invite.code}
            aria-label={t('invites.table.resend-label', 'Resend invite to {{email}}', { email: invite.email })}
            onClick={() => props.onResend(invite)}
          >
            {t('invites.table.resend', 'Resend')}
          </PermittedButton>
          <PermittedButton
            permission="invite:manage"
            size="small"
            danger
            aria-label={t('invites.table.delete-label', 'Delete invite to {{email}}', { email: invite.email })}
            onClick={() => props.onDelete(invite)}
          >
            {t('invites.table.delete', 'Delete')}
          </PermittedButton>
        </Flex>
      ),
    },
  ];
}

/** Open invites (admin-and-hotspots.md §2.2): email and actions (resend, delete). */
export function InviteTable(props: InviteTableProps) {
  const { t } = useTranslation('account');
  return (
    <Table<Invite>
      size="middle"
      rowKey="code"
      columns={columns(t, props)}
      dataSource={props.invites}
      loading={props.loading}
      pagination={false}
      aria-label={t('invites.table.label', 'Invites')}
      locale={{ emptyText: t('invites.table.empty', 'No open invites') }}
      scroll={{ x: 420 }}
    />
  );
}
