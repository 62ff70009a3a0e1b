import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** "Loading the map…", centred in the map's box: while the map's chunk, then OpenLayers, load. */
export function MapLoading({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation('common');
  return (
    <Flex align="center" justify="center" style={style}>
      <Spin description={t('map.loading', 'Loading the map…')}>
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </Flex>
  );
}
