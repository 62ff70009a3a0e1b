import { accountTabPath, type AccountTab } from '@beacon/shared';
import { NotBuiltYet, PageFrame } from '@beacon/shared/ui';
import Tabs from 'antd/es/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@beacon/shared/router';
import { AccountHeader } from './AccountHeader.tsx';

export interface AccountTabPageProps {
  /** The tab this page is: its label is the page title. */
  tab: AccountTab;
  /** For a tab whose domain issue has not landed: what it will show, said on screen. */
  planned?: string;
  /** Shown beside the title (a tab's main action). */
  extra?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame the account tabs share: the active tab's label as the page title, the account's name, id
 * and the user's role with the edit modal, and the tab bar (Members, Invites, API Tokens, Account
 * Log), where each tab opens its own URL. `/account/settings` has the same frame with no tab active.
 */
export function AccountTabPage({ tab, planned, extra, children }: AccountTabPageProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const tabs: { key: AccountTab; label: string }[] = [
    { key: 'members', label: t('tabs.members', 'Members') },
    { key: 'invites', label: t('tabs.invites', 'Invites') },
    { key: 'apitokens', label: t('tabs.apitokens', 'API Tokens') },
    { key: 'logs', label: t('tabs.logs', 'Account Log') },
  ];
  const title =
    tab === 'settings' ? t('tabs.settings', 'Account Settings') : (tabs.find((x) => x.key === tab)?.label ?? tab);
  return (
    <PageFrame title={title} extra={extra}>
      <AccountHeader />
      <Tabs activeKey={tab} onChange={(key) => void navigate(accountTabPath(key as AccountTab))} items={tabs} />
      {planned !== undefined && <NotBuiltYet what={planned} />}
      {children}
    </PageFrame>
  );
}
