import type { Network } from '@beacon/shared/contract';
import Flex from 'antd/es/flex';
import { DeleteNetworkCard } from './DeleteNetworkCard.tsx';
import { LandingPageForm } from './LandingPageForm.tsx';
import { RenameNetworkForm } from './RenameNetworkForm.tsx';

export interface NetworkSettingsProps {
  accountId: string;
  network: Network;
  onDeleted: () => void;
}

/**
 * The Network Settings tab (customer-console.md §2): edit name, device landing page URL, delete
 * network. Not disabled by level (§6): the server decides (docs/decisions.md).
 */
export function NetworkSettings({ accountId, network, onDeleted }: NetworkSettingsProps) {
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 720 }}>
      <RenameNetworkForm accountId={accountId} network={network} />
      <LandingPageForm accountId={accountId} network={network} />
      <DeleteNetworkCard accountId={accountId} network={network} onDeleted={onDeleted} />
    </Flex>
  );
}
