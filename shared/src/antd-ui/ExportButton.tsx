import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { toApiError } from '@beacon/shared';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_FORMATS,
  ExportCancelled,
  exportFileName,
  exportRows,
  saveBlob,
  type ExportColumn,
  type ExportFormat,
  type ExportOptions,
} from '../export/exportRows.ts';
import { useDateFormat } from './dates.ts';

export interface ExportButtonProps<Row> {
  /** The file's name before the time stamp and extension, e.g. `events-warehouse`. */
  fileName: string;
  columns: readonly ExportColumn<Row>[];
  fetchPage: ExportOptions<Row>['fetchPage'];
  /** Nothing to export yet (no rows, still loading). */
  disabled?: boolean;
}

interface Running {
  format: ExportFormat;
  done: number;
  total: number | null;
  controller: AbortController;
}

/**
 * "Export" (beyond the spec): downloads every row the current filter selects as CSV or NDJSON, a page
 * at a time, with progress and Cancel. Shows "Exported {count} rows", or the failure.
 */
export function ExportButton<Row>({ fileName, columns, fetchPage, disabled }: ExportButtonProps<Row>) {
  const { t } = useTranslation('common');
  const { notification } = App.useApp();
  const { number } = useDateFormat();
  const [running, setRunning] = useState<Running | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  // Leaving the page cancels an export in progress.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = async (format: ExportFormat) => {
    const controller = new AbortController();
    controllerRef.current = controller;
    setRunning({ format, done: 0, total: null, controller });
    try {
      const { blob, rows } = await exportRows({
        format,
        columns,
        fetchPage,
        signal: controller.signal,
        onProgress: (done, total) => setRunning((now) => now && { ...now, done, total }),
      });
      saveBlob(blob, exportFileName(fileName, format));
      notification.success({ title: t('export.done', 'Exported {{rows}} rows', { count: rows, rows: number(rows) }) });
    } catch (cause) {
      if (cause instanceof ExportCancelled || controller.signal.aborted) {
        notification.info({ title: t('export.cancelled', 'Export cancelled') });
      } else {
        notification.error({
          title: t('export.failed', 'Export failed: {{message}}', { message: toApiError(cause).message }),
        });
      }
    } finally {
      controllerRef.current = null;
      setRunning(null);
    }
  };

  if (running) {
    const percent = running.total ? Math.floor((running.done / running.total) * 100) : 0;
    const status = running.total
      ? t('export.progress', 'Exporting {{done}} of {{total}}', {
          done: number(running.done),
          total: number(running.total),
        })
      : t('export.starting', 'Exporting…');
    return (
      <Flex align="center" gap="small" wrap>
        <Progress percent={percent} size="small" style={{ width: 120, margin: 0 }} aria-label={status} />
        <Typography.Text role="status" aria-live="polite">
          {status}
        </Typography.Text>
        <Button onClick={() => running.controller.abort()}>{t('export.cancel', 'Cancel export')}</Button>
      </Flex>
    );
  }

  const labels: Record<ExportFormat, string> = {
    csv: t('export.csv', 'CSV (spreadsheet)'),
    ndjson: t('export.ndjson', 'NDJSON (one JSON object per line)'),
  };
  return (
    <Dropdown
      disabled={disabled}
      trigger={['click']}
      menu={{
        items: EXPORT_FORMATS.map((format) => ({ key: format, label: labels[format] })),
        onClick: ({ key }) => void start(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} disabled={disabled}>
        {t('export.button', 'Export')}
      </Button>
    </Dropdown>
  );
}
