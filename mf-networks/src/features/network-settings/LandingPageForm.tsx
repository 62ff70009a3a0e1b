import { LANDING_PAGE_RULE, MAX_URL_LENGTH } from '@beacon/shared';
import type { Network } from '@beacon/shared/contract';
import { contractRules } from '@beacon/shared/ui';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { NetworkFieldCard } from './NetworkFieldCard.tsx';

export interface LandingPageFormProps {
  accountId: string;
  network: Network;
}

/**
 * The device landing page URL (customer-console.md §5): an http(s) URL that may contain
 * `{device_id}` ("Valid URL required"); empty removes it. Sent with the network's current name.
 */
export function LandingPageForm({ accountId, network }: LandingPageFormProps) {
  const { t } = useTranslation('networks');
  const messages = {
    url: t('network-settings.landing.invalid', 'Valid URL required'),
    'too-long': t('network-settings.landing.too-long', 'URL must be at most {{max, number}} characters', {
      max: MAX_URL_LENGTH,
    }),
  };

  return (
    <NetworkFieldCard
      accountId={accountId}
      network={network}
      title={t('network-settings.landing.title', 'Device landing page')}
      name="url"
      label={t('network-settings.landing.label', 'Device landing page URL')}
      extra={t(
        'network-settings.landing.help',
        'An http or https URL. {device_id} in it is replaced by the device ID. Leave it empty to remove the landing page.',
      )}
      rules={contractRules(LANDING_PAGE_RULE, messages)}
      initialValue={network.device_landing_page ?? ''}
      submitLabel={t('network-settings.landing.submit', 'Save landing page')}
      bodyOf={(url) => ({ name: network.name, device_landing_page: url.trim() })}
    >
      <Input
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        placeholder="https://example.com/devices/{device_id}"
      />
    </NetworkFieldCard>
  );
}
