import { sharedLibraryReport, type SharedLibraryReport } from '@beacon/shared/frame';
import { useDateFormat, type DateFormat } from '@beacon/shared/ui';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@beacon/shared/router';
import { PhoneStackedTable, type StackedColumn } from './PhoneStackedTable.tsx';

function columns(t: TFunction, number: DateFormat['number']): StackedColumn<SharedLibraryReport>[] {
  return [
    { title: t('diagnostics.shared.name', 'Library'), dataIndex: 'name', key: 'name' },
    {
      title: t('diagnostics.shared.copies', 'Loaded copies'),
      key: 'copies',
      render: (_: unknown, r: SharedLibraryReport) => (
        <Tag color={r.loadedCopies === 1 ? 'success' : 'error'} data-copies={r.loadedCopies}>
          {number(r.loadedCopies)}
        </Tag>
      ),
    },
    {
      title: t('diagnostics.shared.version', 'Version'),
      key: 'v',
      render: (_: unknown, r: SharedLibraryReport) => r.versions.join(', '),
    },
    {
      // The federation runtime records which bundle loaded the copy in use first: for antd's components,
      // which remotes take from the shell only, that can be the remote that first rendered one.
      title: t('diagnostics.shared.provider', 'Loaded first by'),
      key: 'p',
      render: (_: unknown, r: SharedLibraryReport) => r.providers.join(', '),
    },
    {
      title: t('diagnostics.shared.used-by', 'Used by'),
      key: 'u',
      render: (_: unknown, r: SharedLibraryReport) => r.usedBy.join(', '),
    },
  ];
}

/** The shared singletons as the federation runtime sees them: one loaded copy each. */
export function SharedLibrariesTable() {
  const { t } = useTranslation('shell');
  const { number } = useDateFormat();
  useLocation(); // re-read the runtime's share scope on every visit
  return (
    <>
      <Typography.Title level={3}>{t('diagnostics.shared.title', 'Shared libraries')}</Typography.Title>
      <PhoneStackedTable<SharedLibraryReport>
        rowKey="name"
        rows={sharedLibraryReport()}
        columns={columns(t, number)}
        label={t('diagnostics.shared.title', 'Shared libraries')}
        rowProps={(r) => ({ 'data-library': r.name }) as React.HTMLAttributes<HTMLElement>}
      />
    </>
  );
}
