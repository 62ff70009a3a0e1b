import { remoteStatusStore, scriptName, type RemoteStatus } from '@beacon/shared/frame';
import { PageFrame } from '@beacon/shared/ui';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneStackedTable, type StackedColumn } from './PhoneStackedTable.tsx';
import { SharedLibrariesTable } from './SharedLibrariesTable.tsx';

const STATE_COLOURS: Record<RemoteStatus['state'], string> = {
  'not-loaded': 'default',
  loading: 'processing',
  loaded: 'success',
  failed: 'error',
};

function stateLabel(status: RemoteStatus, t: TFunction): string {
  if (!status.enabled) return t('diagnostics.state.disabled', 'disabled');
  switch (status.state) {
    case 'not-loaded':
      return t('diagnostics.state.not-loaded', 'not loaded');
    case 'loading':
      return t('diagnostics.state.loading', 'loading');
    case 'loaded':
      return t('diagnostics.state.loaded', 'loaded');
    case 'failed':
      return t('diagnostics.state.failed', 'failed');
  }
}

function columns(t: TFunction): StackedColumn<RemoteStatus>[] {
  return [
    { title: t('diagnostics.col.remote', 'Remote'), dataIndex: 'name', key: 'name' },
    {
      title: t('diagnostics.col.manifest', 'Manifest URL'),
      key: 'entry',
      render: (_: unknown, s: RemoteStatus) => (
        <Typography.Text code>
          {s.entry}
          {s.overridden ? ` ${t('diagnostics.overridden', '(override)')}` : ''}
        </Typography.Text>
      ),
    },
    {
      title: t('diagnostics.col.version', 'Build version'),
      key: 'buildVersion',
      render: (_: unknown, s: RemoteStatus) => s.buildVersion ?? '—',
    },
    {
      title: t('diagnostics.col.state', 'State'),
      key: 'state',
      render: (_: unknown, s: RemoteStatus) => (
        <>
          <Tag color={STATE_COLOURS[s.state]}>{stateLabel(s, t)}</Tag>
          {s.error && (
            <Typography.Text type="danger">
              {t('diagnostics.error', '{{lifecycle}} · {{cause}} · {{script}}', {
                lifecycle: s.error.lifecycle,
                cause: s.error.causeName,
                script: scriptName(s.error.script) ?? '—',
              })}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: t('diagnostics.col.load-time', 'Load time'),
      key: 'loadTimeMs',
      render: (_: unknown, s: RemoteStatus) =>
        s.loadTimeMs === undefined ? '—' : t('diagnostics.ms', '{{ms, number}} ms', { ms: s.loadTimeMs }),
    },
    {
      title: t('diagnostics.col.react', 'React instance'),
      key: 'react',
      render: (_: unknown, s: RemoteStatus) => {
        if (s.sharesShellReact === undefined) return '—';
        return s.sharesShellReact ? (
          <Tag color="success">{t('diagnostics.react.shared', 'shell')}</Tag>
        ) : (
          <Tag color="error">{t('diagnostics.react.separate', 'separate copy')}</Tag>
        );
      },
    },
  ];
}

/** Lists every remote of the registry with its manifest, build version, state and load time. */
export function DiagnosticsPage() {
  const { t } = useTranslation('shell');
  const statuses = useSyncExternalStore(remoteStatusStore.subscribe, remoteStatusStore.getSnapshot);
  return (
    <PageFrame title={t('diagnostics.title', 'Diagnostics')}>
      <PhoneStackedTable<RemoteStatus>
        rowKey="name"
        rows={statuses}
        columns={columns(t)}
        label={t('diagnostics.remotes', 'Remotes')}
        rowProps={(s) => ({ 'data-remote': s.name }) as React.HTMLAttributes<HTMLElement>}
      />
      <SharedLibrariesTable />
    </PageFrame>
  );
}
