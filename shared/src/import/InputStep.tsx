import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportInput } from './parse/readTable.ts';

/** The file types the chooser offers (a dropped file of another type is refused by its name). */
const ACCEPT = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface InputStepProps {
  /** The pasted text: kept while the dialog is open, whatever went wrong. */
  text: string;
  onTextChange: (text: string) => void;
  onRead: (input: ImportInput) => void;
  reading: boolean;
  /** Why the last file or text gave no rows, already worded. */
  error: string | null;
  /** The columns the import reads, for the hint ("device_id"; "hotspot_id, alias, site_id, group"). */
  columns: string;
}

/** The first step: a CSV or XLSX file (dropped or chosen), or CSV text pasted into the box. */
export function InputStep({ text, onTextChange, onRead, reading, error, columns }: InputStepProps) {
  const { t } = useTranslation('import');
  const pasteId = useId();
  return (
    <Spin spinning={reading} description={t('input.reading', 'Reading the rows…')}>
      <Flex vertical gap={16}>
        <Upload.Dragger
          accept={ACCEPT}
          multiple={false}
          showUploadList={false}
          disabled={reading}
          beforeUpload={(file) => {
            onRead({ kind: 'file', file, name: file.name });
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <UploadOutlined />
          </p>
          <p className="ant-upload-text">{t('input.drop', 'Drop a CSV or XLSX file here, or click to choose one')}</p>
          <p className="ant-upload-hint">
            {t('input.columns', 'The first row names the columns: {{columns}}', { columns })}
          </p>
        </Upload.Dragger>
        <Flex vertical gap={8}>
          <Typography.Text strong>
            <label htmlFor={pasteId}>{t('input.paste-label', 'Or paste CSV text')}</label>
          </Typography.Text>
          <Input.TextArea
            id={pasteId}
            value={text}
            rows={6}
            spellCheck={false}
            placeholder={t('input.paste-placeholder', 'One row per line, the first naming the columns ({{columns}})', {
              columns,
            })}
            onChange={(event) => onTextChange(event.target.value)}
          />
          <Flex justify="flex-end">
            <Button
              type="primary"
              disabled={reading || text.trim() === ''}
              onClick={() => onRead({ kind: 'text', text })}
            >
              {t('input.read-text', 'Check the pasted rows')}
            </Button>
          </Flex>
        </Flex>
        {error && <Alert type="error" showIcon title={error} />}
      </Flex>
    </Spin>
  );
}
