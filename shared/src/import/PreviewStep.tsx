import { toApiError } from '@beacon/shared';
import { useDateFormat, VirtualTable } from '@beacon/shared/ui';
import type { TableRef } from 'antd';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countStatuses, type PreviewRow } from './preview.ts';
import { previewColumns, type Editing } from './previewColumns.tsx';
import type { DryRun } from './useDryRun.ts';
import type { ImportKind } from './types.ts';

export type PreviewFilter = 'all' | 'error' | 'skip' | 'ready';

/** The table's height: about twelve rows, drawn a screenful at a time (antd's virtual list). */
const TABLE_HEIGHT = 420;

const FILTER_SCROLL = { maxWidth: '100%', overflowX: 'auto' } as const;

export interface PreviewStepProps {
  kind: ImportKind;
  rows: readonly PreviewRow[];
  dryRun: DryRun;
  onEditId: (key: number, id: string) => void;
  onDrop: (key: number) => void;
  onBack: () => void;
  /** Back to choosing which column is which. */
  onMapColumns: () => void;
  onImport: () => void;
}

/**
 * Every row with what the import would do with it: the contract's rules, repeats in the file and the
 * platform's dry run. An id can be corrected in place (checked again) or its row dropped.
 */
export function PreviewStep({
  kind,
  rows,
  dryRun,
  onEditId,
  onDrop,
  onBack,
  onMapColumns,
  onImport,
}: PreviewStepProps) {
  const { t } = useTranslation('import');
  const { number } = useDateFormat();
  const tableRef = useRef<TableRef>(null);
  const [filter, setFilter] = useState<PreviewFilter>('all');
  const [editing, setEditing] = useState<Editing | null>(null);
  const counts = countStatuses(rows);
  const shown = useMemo(() => (filter === 'all' ? rows : rows.filter((row) => row.status === filter)), [rows, filter]);

  const columns = useMemo(
    () =>
      previewColumns({
        t,
        kind,
        number,
        editing,
        onEdit: setEditing,
        onSave: (saved) => {
          setEditing(null);
          onEditId(saved.key, saved.value);
        },
        onDrop,
      }),
    [t, kind, number, editing, onEditId, onDrop],
  );

  const option = (value: PreviewFilter, label: string, count: number) => ({
    value,
    label: t('preview.filter-option', '{{label}} ({{count, number}})', { label, count }),
  });

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        {/* On a phone the four filters (longer in German) scroll sideways rather than being cut off. */}
        <div style={FILTER_SCROLL}>
          <Segmented<PreviewFilter>
            aria-label={t('preview.filter', 'Show')}
            value={filter}
            onChange={setFilter}
            options={[
              option('all', t('preview.all', 'All'), rows.length),
              option('error', t('preview.errors', 'Errors'), counts.error),
              option('skip', t('preview.skips', 'Will skip'), counts.skip),
              option('ready', t('preview.ready', 'Ready'), counts.ready),
            ]}
          />
        </div>
        <Typography.Text type="secondary" aria-live="polite">
          {counts.checking > 0 ? (
            <Spin size="small" description={null}>
              {t('preview.checking', 'Checking {{count, number}} rows with the platform…', { count: counts.checking })}
            </Spin>
          ) : (
            dryRun.limits?.max != null &&
            t('preview.limit', 'This account has {{existing, number}} of {{max, number}} devices', {
              existing: dryRun.limits.existing,
              max: dryRun.limits.max,
            })
          )}
        </Typography.Text>
      </Flex>
      {dryRun.error !== null && (
        <Alert
          type="warning"
          showIcon
          title={t('preview.dry-run-failed', 'The platform could not check every row: {{message}}', {
            message: toApiError(dryRun.error).message,
          })}
          description={t('preview.dry-run-later', 'Rows not checked are checked when they are imported.')}
          action={<Button onClick={dryRun.retry}>{t('preview.retry', 'Check again')}</Button>}
        />
      )}
      <VirtualTable<PreviewRow>
        tableRef={tableRef}
        label={t('preview.label', 'Rows to import')}
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={shown}
        pagination={false}
        scroll={{ x: 900, y: TABLE_HEIGHT }}
      />
      <Flex justify="space-between" wrap gap={8}>
        <Flex gap={8} wrap>
          <Button onClick={onBack}>{t('preview.back', 'Choose another file')}</Button>
          <Button onClick={onMapColumns}>{t('preview.map-columns', 'Change columns')}</Button>
        </Flex>
        <Button type="primary" disabled={counts.ready === 0 || counts.checking > 0} onClick={onImport}>
          {t('preview.import', 'Import {{count, number}} rows', { count: counts.ready })}
        </Button>
      </Flex>
    </Flex>
  );
}
