import Button from 'antd/es/button';
import Card from 'antd/es/card';
import theme from 'antd/es/theme';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminHotspot } from '@beacon/shared/contract';

/** The raw record as JSON text behind a Show/Hide toggle (§2.4); hidden at first. */
export function RawRecord({ hotspot }: { hotspot: AdminHotspot }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const [shown, setShown] = useState(false);
  const regionId = useId();
  return (
    <Card
      size="small"
      title={t('hotspot.raw.title', 'Raw record')}
      extra={
        <Button size="small" aria-expanded={shown} aria-controls={regionId} onClick={() => setShown(!shown)}>
          {shown ? t('hotspot.raw.hide', 'Hide raw data') : t('hotspot.raw.show', 'Show raw data')}
        </Button>
      }
    >
      <div id={regionId}>
        {shown && (
          <pre
            role="region"
            aria-label={t('hotspot.raw.label', 'Raw hotspot record')}
            style={{
              margin: 0,
              fontSize: 12,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              background: token.colorFillQuaternary,
              padding: token.paddingSM,
              borderRadius: token.borderRadius,
            }}
          >
            {JSON.stringify(hotspot, null, 2)}
          </pre>
        )}
      </div>
    </Card>
  );
}
