import { accountTabPath, type AccountTab } from '@beacon/shared';
import { NotBuiltYet, PageFrame } from '@beacon/shared/ui';
import Tabs from 'antd/es/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@beacon/shared/router';

export interface AccountTabPageProps {
  /** The tab this page is: its label is the page title. */
  tab: AccountTab;
  /** For a tab whose domain issue has not landed: what it will show, said on screen. */
  planned?: string;
  children?: ReactNode;
}

/**
 * The frame the account tabs share: the active tab's label as the page title, and the tab bar,
 * where each tab opens its own URL.
 */
export function AccountTabPage({ tab, planned, children }: AccountTabPageProps) {
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
      <Tabs activeKey={tab} onChange={(key) => void navigate(accountTabPath(key as AccountTab))} items={tabs} />
      {planned !== undefined && <NotBuiltYet what={planned} />}
      {children}
    </PageFrame>
  );
}
