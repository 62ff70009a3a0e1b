import { PageFrame } from '@beacon/shared/ui';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The tabs of the account page, each its own feature under `/account/{tab}` (members is the default). */
export type AccountTab = 'members' | 'invites' | 'apitokens' | 'logs' | 'settings';

export interface AccountTabPageProps {
  /** The tab this page is: its label is the page title. */
  tab: AccountTab;
  children?: ReactNode;
}

/**
 * The frame the account tabs share: the active tab's label as the page title, and the tab bar,
 * where each tab opens its own URL.
 */
export function AccountTabPage({ tab, children }: AccountTabPageProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const tabs: { key: AccountTab; label: string }[] = [
    { key: 'members', label: t('tabs.members', 'Members') },
    { key: 'invites', label: t('tabs.invites', 'Invites') },
    { key: 'apitokens', label: t('tabs.apitokens', 'API Tokens') },
    { key: 'logs', label: t('tabs.logs', 'Account Log') },
    { key: 'settings', label: t('tabs.settings', 'Account Settings') },
  ];
  const title = tabs.find((x) => x.key === tab)?.label ?? tab;
  return (
    <PageFrame title={title}>
      <Tabs activeKey={tab} onChange={(key) => void navigate(`/account/${key}`)} items={tabs} />
      {children}
    </PageFrame>
  );
}
