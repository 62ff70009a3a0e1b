import { registerTranslations } from '@beacon/shared';
import Modal from 'antd/es/modal';
import Steps from 'antd/es/steps';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guessMapping, isComplete, rowsFromTable, type ColumnMapping, type Table } from './columns.ts';
import en from './locales/en/import.json';
import { InputStep } from './InputStep.tsx';
import { inputErrorText } from './inputErrorText.ts';
import { MappingStep } from './MappingStep.tsx';
import { readTable, type ImportInput } from './parse/readTable.ts';
import { ReviewStep } from './ReviewStep.tsx';
import type { ImportKind, ImportRow, SendBatch } from './types.ts';
import type { ImportPhase } from './useImportRun.ts';

void registerTranslations('import', { en, de: () => import('./locales/de/import.json') });

export interface ImportDialogProps {
  kind: ImportKind;
  send: SendBatch;
  title: string;
  open: boolean;
  onClose: () => void;
}

type Stage = 'input' | 'mapping' | 'review';

/**
 * Bulk import (issue 28): a file or pasted CSV → (which column is which) → every row checked, by the
 * contract's rules and the platform's dry run → imported 500 rows a call → what became of them.
 */
export function ImportDialog({ kind, send, title, open, onClose }: ImportDialogProps) {
  const { t } = useTranslation('import');
  const [stage, setStage] = useState<Stage>('input');
  const [text, setText] = useState('');
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [table, setTable] = useState<Table>([]);
  const [mapping, setMapping] = useState<ColumnMapping>({ hasHeader: true, columns: {} });
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [phase, setPhase] = useState<ImportPhase>('idle');
  // A new review (another file, other columns) starts its dry run and import afresh.
  const [review, setReview] = useState(0);

  const applyMapping = (next: ColumnMapping, from: Table) => {
    const found = rowsFromTable(from, next, kind.fields);
    setMapping(next);
    if (found.length === 0) {
      setError(t('input.empty', 'No rows found: the file has no rows under its header.'));
      setStage('input');
      return;
    }
    setRows(found);
    setReview((n) => n + 1);
    setStage('review');
  };

  const read = async (input: ImportInput) => {
    setReading(true);
    setError(null);
    try {
      const parsed = await readTable(input);
      const guessed = guessMapping(parsed, kind);
      setTable(parsed);
      if (isComplete(guessed, kind.fields)) applyMapping(guessed, parsed);
      else {
        setMapping(guessed);
        setStage('mapping');
      }
    } catch (cause) {
      setError(inputErrorText(t, cause));
    } finally {
      setReading(false);
    }
  };

  const again = () => {
    setStage('input');
    setPhase('idle');
  };
  const running = phase === 'running';
  const current = stage === 'input' ? 0 : stage === 'mapping' ? 1 : phase === 'idle' ? 2 : 3;
  const onPhase = useCallback((next: ImportPhase) => setPhase(next), []);

  return (
    <Modal
      title={title}
      open={open}
      width={1000}
      footer={null}
      destroyOnHidden
      closable={!running}
      mask={{ closable: !running }}
      keyboard={!running}
      onCancel={onClose}
    >
      <Steps
        size="small"
        current={current}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('steps.input', 'Choose a file') },
          { title: t('steps.mapping', 'Columns') },
          { title: t('steps.review', 'Check the rows') },
          { title: t('steps.import', 'Import') },
        ]}
      />
      {stage === 'input' && (
        <InputStep
          text={text}
          onTextChange={setText}
          onRead={(input) => void read(input)}
          reading={reading}
          error={error}
          columns={kind.fields.map((field) => field.key).join(', ')}
        />
      )}
      {stage === 'mapping' && (
        <MappingStep
          table={table}
          fields={kind.fields}
          initial={mapping}
          onConfirm={(next) => applyMapping(next, table)}
          onBack={() => setStage('input')}
        />
      )}
      {stage === 'review' && (
        <ReviewStep
          key={review}
          kind={kind}
          send={send}
          rows={rows}
          onRowsChange={setRows}
          onPhase={onPhase}
          onBack={() => setStage('input')}
          onMapColumns={() => setStage('mapping')}
          onAgain={again}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
