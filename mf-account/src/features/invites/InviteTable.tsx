import { INVITE_VALID_DAYS } from '@beacon/shared';
import type { Invite } from '@beacon/shared/contract';
import { PermittedButton, useDateFormat } from '@beacon/shared/ui';
import type { DateFormat } from '@beacon/shared/ui';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
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

/** Until when the invite can be accepted; an expired one is marked, with how to renew it. */
function ValidUntil({
  invite,
  expired,
  t,
  dates,
}: {
  invite: Invite;
  expired: boolean;
  t: TFunction;
  dates: DateFormat;
}) {
  if (!expired) return <span>{dates.dateTime(invite.expires)}</span>;
  return (
    <Flex vertical gap={2}>
      <span>
        <Tag color="warning">{t('invites.table.expired', 'Expired')}</Tag>
        {dates.dateTime(invite.expires)}
      </span>
      <Typography.Text type="secondary">
        {t('invites.table.expired-hint', 'Resend it to renew it for {{days}} days.', { days: INVITE_VALID_DAYS })}
      </Typography.Text>
    </Flex>
  );
}

function columns(t: TFunction, dates: DateFormat, props: InviteTableProps): TableColumnsType<Invite> {
  return [
    {
      title: t('invites.table.email', 'Email'),
      dataIndex: 'email',
      key: 'email',
      render: (email: string) => <span style={{ overflowWrap: 'anywhere' }}>{email}</span>,
    },
    {
      title: t('invites.table.valid-until', 'Valid until'),
      key: 'expires',
      render: (_, invite) => (
        <ValidUntil invite={invite} expired={invite.expires * 1000 < Date.now()} t={t} dates={dates} />
      ),
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

/**
 * Open invites (admin-and-hotspots.md §2.2): email, until when it can be accepted (INVITE_VALID_DAYS after
 * it was last sent; an expired one marked) and actions (resend, which renews it, and delete).
 */
export function InviteTable(props: InviteTableProps) {
  const { t } = useTranslation('account');
  const dates = useDateFormat();
  return (
    <Table<Invite>
      size="middle"
      rowKey="code"
      columns={columns(t, dates, props)}
      dataSource={props.invites}
      loading={props.loading}
      pagination={false}
      aria-label={t('invites.table.label', 'Invites')}
      locale={{ emptyText: t('invites.table.empty', 'No open invites') }}
      scroll={{ x: 600 }}
    />
  );
}
