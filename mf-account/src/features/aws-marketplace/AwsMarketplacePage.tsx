import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

/** `/account/subscription/aws_marketplace` (content "not shown" in the spec). */
export function AwsMarketplacePage() {
  const { t } = useTranslation('account');
  return (
    <PlannedScreen
      title={t('marketplace.title', 'AWS Marketplace Subscription')}
      what={t('marketplace.planned', 'the state of the marketplace subscription')}
    />
  );
}
