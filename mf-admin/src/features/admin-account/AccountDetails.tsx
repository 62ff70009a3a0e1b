import { useUsageText } from '@beacon/shared/ui';
import Tag from 'antd/es/tag';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminAccount } from '@beacon/shared/contract';
import { DetailsCard } from '../../components/DetailsCard.tsx';
import { useDetailCells, WRAP } from '../../components/useDetailCells.tsx';

export interface AccountDetailsProps {
  account: AdminAccount;
}

/**
 * Every field of the admin account (admin-and-hotspots.md §3): dates in full local form or 'N/A',
 * flags as Yes/No (suspended as a tag), limits as "n / max" ("no limit" when the tier sets none).
 */
export function AccountDetails({ account }: AccountDetailsProps) {
  const { t } = useTranslation('admin');
  const { dates, text, yesNo, suspended, copyableCode, row } = useDetailCells({
    yes: t('account.yes', 'Yes'),
    no: t('account.no', 'No'),
  });
  const usage = useUsageText();

  const items: DescriptionsProps['items'] = [
    row('id', t('account.details.id', 'Account ID'), copyableCode(account.id)),
    row('name', t('account.details.name', 'Name'), <span style={WRAP}>{account.name}</span>),
    row('tier', t('account.details.tier', 'Tier'), <Tag>{account.tier_name}</Tag>),
    row('status', t('account.details.suspended', 'Suspended'), suspended(account.suspended)),
    row('devices', t('account.details.devices', 'Devices'), usage(account.device_count, account.max_devices)),
    row('members', t('account.details.members', 'Members'), usage(account.member_count, account.max_members)),
    row('networks', t('account.details.networks', 'Networks'), usage(account.net_count, account.max_networks)),
    row('owner', t('account.details.owner', 'Owner email'), text(account.owner_email)),
    row('internal', t('account.details.internal', 'Internal account'), yesNo(account.internal_account)),
    row('gateway', t('account.details.gateway', 'Gateway enabled'), yesNo(account.gw_enabled)),
    row('hubspot', t('account.details.hubspot', 'HubSpot company ID'), text(account.hubspot_company_id)),
    row('activated', t('account.details.activated', 'Activation date'), dates.dateTime(account.activation_date)),
    row('activated-by', t('account.details.activated-by', 'Activated by'), text(account.activation_user_email)),
    row('created', t('account.details.created', 'Created'), dates.dateTime(account.created)),
    row('updated', t('account.details.updated', 'Last updated'), dates.dateTime(account.last_updated)),
  ];

  return <DetailsCard title={t('account.details.title', 'Account data')} items={items} />;
}
