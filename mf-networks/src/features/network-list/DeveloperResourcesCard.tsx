import { useConsoleConfig } from '@beacon/shared';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from './ListCard.tsx';
import { httpLink } from './model.ts';

/** Where platform-sim (and the platform) serve the readable API reference, under the API origin. */
const API_REFERENCE_PATH = '/docs';

/** The developer-resources card: the documentation and the API reference (http/https links only). */
export function DeveloperResourcesCard() {
  const { t } = useTranslation('networks');
  const { links, apiBaseUrl } = useConsoleConfig();
  const titleId = useId();
  const documentation = httpLink(links.documentation);
  const apiReference = httpLink(apiBaseUrl && `${apiBaseUrl.replace(/\/+$/, '')}${API_REFERENCE_PATH}`);
  return (
    <section aria-labelledby={titleId}>
      <ListCard title={<span id={titleId}>{t('network-list.developer.title', 'Developer resources')}</span>}>
        <Flex vertical gap="small">
          <Typography.Text>
            {t(
              'network-list.developer.intro',
              'Manage networks, devices and event routes from your own code with the platform API.',
            )}
          </Typography.Text>
          <Flex gap="middle" wrap>
            {documentation && (
              <Typography.Link href={documentation} target="_blank" rel="noopener noreferrer">
                {t('network-list.developer.documentation', 'Documentation')}
              </Typography.Link>
            )}
            {apiReference && (
              <Typography.Link href={apiReference} target="_blank" rel="noopener noreferrer">
                {t('network-list.developer.api-reference', 'API reference')}
              </Typography.Link>
            )}
          </Flex>
        </Flex>
      </ListCard>
    </section>
  );
}
