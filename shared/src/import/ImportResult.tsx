import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { toApiError } from '@beacon/shared';
import { NumberStatistic, saveBlob } from '@beacon/shared/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { failuresCsv } from './failures.ts';
import type { ImportSummary } from './summary.ts';
import type { ImportField } from './types.ts';
import type { ImportRun } from './useImportRun.ts';

/** The import under way: how far it got, and Cancel (which lets the batch under way finish). */
export function ImportProgress({ run }: { run: ImportRun }) {
  const { t } = useTranslation('import');
  const percent = run.total === 0 ? 100 : Math.round((run.done / run.total) * 100);
  return (
    <Flex vertical gap={16} align="stretch">
      <Progress percent={percent} status="active" aria-label={t('progress.label', 'Import progress')} />
      <Typography.Text aria-live="polite">
        {t('progress.text', 'Imported {{done, number}} of {{total, number}} rows', {
          done: run.done,
          total: run.total,
        })}
      </Typography.Text>
      <Flex justify="flex-end">
        <Button danger disabled={run.cancelling} onClick={run.cancel}>
          {run.cancelling ? t('progress.cancelling', 'Stopping after this batch…') : t('progress.cancel', 'Cancel')}
        </Button>
      </Flex>
    </Flex>
  );
}

export interface ImportResultProps {
  run: ImportRun;
  summary: ImportSummary;
  fields: readonly ImportField[];
  /** The failures file's name before its extension, e.g. `devices-import-failures`. */
  fileName: string;
  onAgain: () => void;
  onClose: () => void;
}

/** What the import did: created, skipped and failed rows, the failures as a CSV to fix and import again. */
export function ImportResult({ run, summary, fields, fileName, onAgain, onClose }: ImportResultProps) {
  const { t } = useTranslation('import');
  const download = () =>
    saveBlob(new Blob([failuresCsv(fields, summary.failures)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  return (
    <Flex vertical gap={16}>
      {run.error !== null && (
        <Alert
          type="error"
          showIcon
          title={t('result.failed', 'The import stopped: {{message}}', { message: toApiError(run.error).message })}
          description={t(
            'result.again-hint',
            'Import the same file again to add the rest: rows already imported are skipped.',
          )}
        />
      )}
      {run.stopped && (
        <Alert
          type="info"
          showIcon
          title={t('result.cancelled', 'Import cancelled: what was imported stays imported.')}
        />
      )}
      <Flex gap={32} wrap role="group" aria-label={t('result.label', 'Import result')}>
        <NumberStatistic title={t('result.created', 'Created')} value={summary.created} />
        <NumberStatistic title={t('result.skipped', 'Skipped')} value={summary.skipped} />
        <NumberStatistic title={t('result.failed-count', 'Failed')} value={summary.failed} />
        {summary.notImported > 0 && (
          <NumberStatistic title={t('result.not-imported', 'Not imported')} value={summary.notImported} />
        )}
      </Flex>
      <Flex justify="space-between" wrap gap={8}>
        <Button disabled={summary.failures.length === 0} icon={<DownloadOutlined />} onClick={download}>
          {t('result.download', 'Download failures ({{count, number}})', { count: summary.failures.length })}
        </Button>
        <Flex gap={8}>
          <Button onClick={onAgain}>{t('result.again', 'Import another file')}</Button>
          <Button type="primary" onClick={onClose}>
            {t('result.close', 'Close')}
          </Button>
        </Flex>
      </Flex>
      <Typography.Text type="secondary">
        {t('result.total', '{{count, number}} rows in the file', {
          count: summary.created + summary.skipped + summary.failed + summary.notImported,
        })}
      </Typography.Text>
    </Flex>
  );
}
