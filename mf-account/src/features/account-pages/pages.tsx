import { NotBuiltYet, PageFrame, PlannedScreen } from '@beacon/shared/ui';
import { Tabs } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';

function accountTabs(t: TFunction) {
  return [
    {
      key: 'members',
      label: t('tabs.members', 'Members'),
      what: t('planned.members', 'the members with their levels'),
    },
    {
      key: 'invites',
      label: t('tabs.invites', 'Invites'),
      what: t('planned.invites', 'pending invites, resend and delete'),
    },
    {
      key: 'apitokens',
      label: t('tabs.apitokens', 'API Tokens'),
      what: t('planned.apitokens', 'API tokens and the create modal'),
    },
    { key: 'logs', label: t('tabs.logs', 'Account Log'), what: t('planned.logs', 'the account activity log') },
    {
      key: 'settings',
      label: t('tabs.settings', 'Account Settings'),
      what: t('planned.settings', 'the account name, ID and your role'),
    },
  ];
}

/** `/account/{tab}`: members (default), invites, apitokens, logs, settings. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const { tab = 'members' } = useParams();
  const navigate = useNavigate();
  const tabs = accountTabs(t);
  const active = tabs.find((x) => x.key === tab);
  if (!active) return <Navigate to="/404" replace />;
  return (
    <PageFrame title={active.label}>
      <Tabs
        activeKey={active.key}
        onChange={(key) => void navigate(`/account/${key}`)}
        items={tabs.map((x) => ({ key: x.key, label: x.label }))}
      />
      <NotBuiltYet what={active.what} />
    </PageFrame>
  );
}

/** `/global_forwarders`. */
export function GlobalForwardersPage() {
  const { t } = useTranslation('account');
  return (
    <PlannedScreen
      title={t('global-forwarders.title', 'Global Forwarders')}
      what={t('global-forwarders.planned', 'the global forwarders with create and delete dialogs')}
    />
  );
}

/** `/account/subscription/aws_marketplace` (content "not shown" in the spec). */
export function MarketplacePage() {
  const { t } = useTranslation('account');
  return (
    <PlannedScreen
      title={t('marketplace.title', 'AWS Marketplace Subscription')}
      what={t('marketplace.planned', 'the state of the marketplace subscription')}
    />
  );
}
