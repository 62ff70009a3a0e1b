import { isHttpUrl, useConsoleConfig } from '@beacon/shared';
import ScanOutlined from '@ant-design/icons/es/icons/ScanOutlined';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

/**
 * The link to the product's scanner app (`links.scannerApp` in the runtime config; shown only for an
 * http(s) URL), in a new tab, and one line on how it comes back here.
 */
export function ScannerAppLink() {
  const { t } = useTranslation('hotspots');
  const { links } = useConsoleConfig();
  const url = links.scannerApp;
  if (!url || !isHttpUrl(url)) return null;
  return (
    <Flex gap="small" align="baseline" wrap>
      <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
        <ScanOutlined /> {t('manage.scanner.link', 'Open the scanner app')}
      </Typography.Link>
      <Typography.Text type="secondary">
        {t(
          'manage.scanner.hint',
          'Scan a hotspot’s code with it: it sends you back here with the Register Hotspot dialog filled in.',
        )}
      </Typography.Text>
    </Flex>
  );
}
