import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTierProfilesQuery } from '../../components/adminApi.ts';
import type { DashboardView } from './dashboardUrl.ts';

export interface AccountFiltersProps {
  view: Pick<DashboardView, 'term' | 'tier' | 'hideInternal'>;
  onChange: (change: Partial<Pick<DashboardView, 'term' | 'tier' | 'hideInternal'>>) => void;
}

/**
 * Above the account table: the account search (name or id; Enter or the button searches), the tier
 * filter (its options from the tier list, searched on the server as one types) and hide_internal.
 */
export function AccountFilters({ view, onChange }: AccountFiltersProps) {
  const { t } = useTranslation('admin-dashboard');
  const tierId = useId();
  const internalId = useId();
  const [tierSearch, setTierSearch] = useState('');
  const { data: tiers, isFetching: tiersLoading } = useListTierProfilesQuery({ page: 1, search: tierSearch.trim() });
  const options = (tiers?.data ?? []).map((tier) => ({
    value: tier.tier_name,
    label: `${tier.profile_name} (${tier.tier_name})`,
  }));
  if (view.tier !== '' && !options.some((option) => option.value === view.tier))
    options.unshift({ value: view.tier, label: view.tier });

  return (
    <Flex gap="middle" wrap align="end">
      <Input.Search
        key={view.term}
        defaultValue={view.term}
        allowClear
        enterButton={t('dashboard.search.button', 'Search')}
        placeholder={t('dashboard.search.placeholder', 'Account name or ID')}
        aria-label={t('dashboard.search.label', 'Search accounts')}
        onSearch={(term) => onChange({ term })}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <Flex vertical gap={4} style={{ flex: '0 1 240px', minWidth: 200 }}>
        <Typography.Text id={tierId}>{t('dashboard.tier-filter.label', 'Tier')}</Typography.Text>
        <Select
          aria-labelledby={tierId}
          allowClear
          showSearch={{ filterOption: false, onSearch: setTierSearch }}
          value={view.tier === '' ? undefined : view.tier}
          placeholder={t('dashboard.tier-filter.all', 'All tiers')}
          options={options}
          loading={tiersLoading}
          onChange={(tier?: string) => {
            setTierSearch('');
            onChange({ tier: tier ?? '' });
          }}
          notFoundContent={t('dashboard.tier-filter.none', 'No tiers found')}
        />
      </Flex>
      <Flex gap="small" align="center" style={{ minHeight: 32 }}>
        <Switch id={internalId} checked={view.hideInternal} onChange={(hideInternal) => onChange({ hideInternal })} />
        <label htmlFor={internalId}>{t('dashboard.hide-internal', 'Hide internal accounts')}</label>
      </Flex>
    </Flex>
  );
}
