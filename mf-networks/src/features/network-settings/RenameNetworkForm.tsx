import { NETWORK_NAME_MAX_LENGTH, NETWORK_RENAME_RULE } from '@beacon/shared';
import type { Network } from '@beacon/shared/contract';
import { contractRules } from '@beacon/shared/ui';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { NetworkFieldCard } from './NetworkFieldCard.tsx';

export interface RenameNetworkFormProps {
  accountId: string;
  network: Network;
}

/** Edit name (customer-console.md §5 "Valid name required"); sends the trimmed name. */
export function RenameNetworkForm({ accountId, network }: RenameNetworkFormProps) {
  const { t } = useTranslation('networks');
  const invalid = t('network-settings.rename.invalid', 'Valid name required');

  return (
    <NetworkFieldCard
      accountId={accountId}
      network={network}
      title={t('network-settings.rename.title', 'Network name')}
      name="name"
      label={t('network-settings.rename.label', 'Name')}
      rules={contractRules(NETWORK_RENAME_RULE, invalid)}
      initialValue={network.name}
      submitLabel={t('network-settings.rename.submit', 'Save name')}
      bodyOf={(name) => ({ name: name.trim() })}
    >
      <Input autoComplete="off" count={{ show: true, max: NETWORK_NAME_MAX_LENGTH }} />
    </NetworkFieldCard>
  );
}
