import { MapChunkBoundary, MapLoading } from '@beacon/shared/ui';
import { hotspotPath, useConsoleConfig } from '@beacon/shared';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@beacon/shared/router';
import { ExplorerFailure } from './ExplorerFailure.tsx';
import { hotspotMarkers, HOTSPOT_MAP_HEIGHT, locatedCounts } from './hotspotMarkers.ts';
import { LazyHotspotMap } from './LazyHotspotMap.ts';
import { useExplorer, type ExplorerFilters } from './useExplorer.ts';

/** The Map View tab: the status reports' locations, clustered, with a text summary of what is drawn. */
export interface HotspotMapPanelProps {
  filters: ExplorerFilters;
  /** The cards have their figures (or failed): from then on the map's code loads. */
  afterCards?: boolean;
}

export function HotspotMapPanel({ filters, afterCards = true }: HotspotMapPanelProps) {
  const { t } = useTranslation('hotspots');
  const { map } = useConsoleConfig();
  const navigate = useNavigate();
  const { data, isFetching, error, refetch } = useExplorer('reports', filters);
  const markers = useMemo(() => hotspotMarkers(data?.results ?? []), [data]);
  // Once the cards show their figures, the map's code loads while the locations do (or after them).
  useEffect(() => {
    if (afterCards) void LazyHotspotMap.preload();
  }, [afterCards]);
  if (error)
    return (
      <ExplorerFailure
        title={t('dashboard.map.error', 'The hotspot locations could not be loaded')}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  if (!data || !afterCards) return <MapLoading style={{ height: HOTSPOT_MAP_HEIGHT }} />;
  // A plain object: i18next takes it as interpolation values.
  const counts = { ...locatedCounts(data.results) };
  return (
    <Flex vertical gap={8}>
      <MapChunkBoundary remote="mf-hotspots" height={HOTSPOT_MAP_HEIGHT}>
        <LazyHotspotMap
          markers={markers}
          tileUrl={map.tileUrl}
          onOpenHotspot={(hotspotId) => void navigate(hotspotPath(hotspotId))}
        />
      </MapChunkBoundary>
      <Typography.Text type="secondary">
        {counts.total === 0
          ? t('dashboard.map.empty', 'No hotspot with a known location matches the filters.')
          : counts.unknown > 0
            ? t(
                'dashboard.map.summary-unknown',
                '{{total, number}} hotspots on the map, {{online, number}} online, {{offline, number}} offline, {{unknown, number}} unknown.',
                counts,
              )
            : t(
                'dashboard.map.summary',
                '{{total, number}} hotspots on the map, {{online, number}} online, {{offline, number}} offline.',
                counts,
              )}
        {counts.total > 0 &&
          ` ${t('dashboard.map.hint', 'Click a hotspot to open it, or a cluster to zoom in; the Hotspot List has every hotspot.')}`}
        {!map.tileUrl &&
          ` ${t('dashboard.map.no-tiles', 'No map tiles are configured, so hotspots are drawn on a plain background.')}`}
      </Typography.Text>
    </Flex>
  );
}
