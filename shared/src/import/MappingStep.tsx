import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnCount, isComplete, type ColumnMapping, type Table } from './columns.ts';
import type { ImportField } from './types.ts';

export interface MappingStepProps {
  table: Table;
  fields: readonly ImportField[];
  initial: ColumnMapping;
  onConfirm: (mapping: ColumnMapping) => void;
  onBack: () => void;
}

/** A longer sample value is cut here in a column's name. */
const SAMPLE_LENGTH = 24;

function FieldSelect({
  field,
  value,
  options,
  onChange,
}: {
  field: ImportField;
  value: number | undefined;
  options: { value: number; label: string }[];
  onChange: (column: number | undefined) => void;
}) {
  const { t } = useTranslation('import');
  const id = useId();
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>
        {field.label(t)}
        {field.required ? ' *' : ''}
      </label>
      <Select<number>
        id={id}
        value={value}
        options={options}
        allowClear={!field.required}
        placeholder={
          field.required ? t('mapping.choose', 'Choose the column') : t('mapping.not-in-file', 'Not in the file')
        }
        onChange={(column) => onChange(column ?? undefined)}
        style={{ width: '100%' }}
      />
    </Flex>
  );
}

/**
 * Which column is which, when the header names are not the ones the import knows (or there is no
 * header): a column per field, named by its header and the first value under it.
 */
export function MappingStep({ table, fields, initial, onConfirm, onBack }: MappingStepProps) {
  const { t } = useTranslation('import');
  const [mapping, setMapping] = useState(initial);
  const header = table[0] ?? [];
  const sampleRow = (mapping.hasHeader ? table[1] : table[0]) ?? [];
  const options = Array.from({ length: columnCount(table) }, (_, index) => {
    const name =
      mapping.hasHeader && header[index]
        ? header[index]
        : t('mapping.column', 'Column {{n, number}}', { n: index + 1 });
    const sample = (sampleRow[index] ?? '').slice(0, SAMPLE_LENGTH);
    return { value: index, label: sample ? `${name} (${sample})` : name };
  });
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph>
        {t('mapping.intro', 'Choose the column that holds each field. Columns not chosen are not imported.')}
      </Typography.Paragraph>
      <Checkbox
        checked={mapping.hasHeader}
        onChange={(event) => setMapping({ ...mapping, hasHeader: event.target.checked })}
      >
        {t('mapping.has-header', 'The first row names the columns')}
      </Checkbox>
      {fields.map((field) => (
        <FieldSelect
          key={field.key}
          field={field}
          value={mapping.columns[field.key]}
          options={options}
          onChange={(column) => setMapping({ ...mapping, columns: { ...mapping.columns, [field.key]: column } })}
        />
      ))}
      <Flex justify="space-between" gap={8}>
        <Button onClick={onBack}>{t('mapping.back', 'Back')}</Button>
        <Button type="primary" disabled={!isComplete(mapping, fields)} onClick={() => onConfirm(mapping)}>
          {t('mapping.confirm', 'Check the rows')}
        </Button>
      </Flex>
    </Flex>
  );
}
