import { TIER_SEARCH_DEBOUNCE_MS } from '@beacon/shared';
import { Loaded } from '@beacon/shared/ui';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAccount } from '@beacon/shared/contract';
import { useListTierProfilesQuery } from '../../components/adminApi.ts';
import { useApplyTierMutation } from './api.ts';
import { useFailureNotice } from './useFailureNotice.ts';

export interface TierAssignmentProps {
  account: AdminAccount;
}

/**
 * Tier assignment (admin-and-hotspots.md §2.4, §7.4 apply-tier): a select of the tier profiles (typing
 * searches them on the server, 300 ms after the last key), Apply after a confirmation; "Failed to
 * apply tier" with the server's message when it is refused.
 */
export function TierAssignment({ account }: TierAssignmentProps) {
  const { t } = useTranslation('admin');
  const { modal, notification } = App.useApp();
  const failureNotice = useFailureNotice();
  const selectId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // The tier chosen in the select; none chosen: the account's own.
  const [chosen, setChosen] = useState<string | null>(null);
  const tier = chosen ?? account.tier_name;
  const query = useListTierProfilesQuery({ page: 1, search: search || undefined });
  const { data, isFetching } = query;
  const [applyTier, { isLoading: applying }] = useApplyTierMutation();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), TIER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const apply = async () => {
    try {
      await applyTier({ accountId: account.id, tierName: tier }).unwrap();
    } catch (cause) {
      failureNotice(cause, t('account.tier.error', 'Failed to apply tier'));
      return;
    }
    setChosen(null);
    notification.success({ title: t('account.tier.success', 'Tier {{tier}} applied', { tier }) });
  };

  const confirmApply = () => {
    modal.confirm({
      title: t('account.tier.confirm', 'Apply the tier {{tier}} to {{name}}?', { tier, name: account.name }),
      content: t('account.tier.confirm-text', "The account's limits and features change at once."),
      okText: t('account.tier.apply', 'Apply'),
      cancelText: t('account.cancel', 'Cancel'),
      onOk: () => apply(),
    });
  };

  const options = (data?.data ?? []).map((profile) => ({
    value: profile.tier_name,
    label: t('account.tier.option', '{{name}} ({{tier}})', { name: profile.profile_name, tier: profile.tier_name }),
  }));

  return (
    <Card size="small" title={t('account.tier.title', 'Tier')}>
      <Loaded query={query} title={t('account.tier.load-failed', 'The tier profiles could not be loaded')}>
        <Flex gap="small" wrap align="center">
          <label htmlFor={selectId}>{t('account.tier.label', 'Tier profile')}</label>
          <Select
            id={selectId}
            showSearch={{ filterOption: false, onSearch: setTyped }}
            value={tier}
            options={options}
            loading={isFetching}
            onChange={(value: string) => setChosen(value)}
            style={{ minWidth: 220, maxWidth: '100%' }}
          />
          <Button type="primary" loading={applying} disabled={tier === account.tier_name} onClick={confirmApply}>
            {t('account.tier.apply', 'Apply')}
          </Button>
        </Flex>
      </Loaded>
    </Card>
  );
}
