import { INVITE_VALID_DAYS } from '@beacon/shared';
import type { Invite } from '@beacon/shared/contract';
import { actionsColumn, useDateFormat } from '@beacon/shared/ui';
import type { DateFormat } from '@beacon/shared/ui';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { emailColumn } from '../../components/emailColumn.tsx';

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
        {t('invites.table.expired-hint', 'Resend it to renew it for {{days, number}} days.', {
          days: INVITE_VALID_DAYS,
        })}
      </Typography.Text>
    </Flex>
  );
}

function columns(t: TFunction, dates: DateFormat, props: InviteTableProps): TableColumnsType<Invite> {
  return [
    emailColumn(t('invites.table.email', 'Email')),
    {
      title: t('invites.table.valid-until', 'Valid until'),
      key: 'expires',
      render: (_, invite) => (
        <ValidUntil invite={invite} expired={invite.expires * 1000 < Date.now()} t={t} dates={dates} />
      ),
    },
    actionsColumn<Invite>({
      title: t('invites.table.actions', 'Actions'),
      permission: 'invite:manage',
      width: 200,
      fixed: 'right-wide',
      actions: (invite) => [
        {
          key: 'resend',
          loading: props.resending === invite.code,
          'aria-label': t('invites.table.resend-label', 'Resend invite to {{email}}', { email: invite.email }),
          onClick: () => props.onResend(invite),
          children: t('invites.table.resend', 'Resend'),
        },
        {
          key: 'delete',
          danger: true,
          'aria-label': t('invites.table.delete-label', 'Delete invite to {{email}}', { email: invite.email }),
          onClick: () => props.onDelete(invite),
          children: t('invites.table.delete', 'Delete'),
        },
      ],
    }),
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
