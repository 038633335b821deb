import type { FileAnswer, QryRow, TableColumn } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Select, Space, Steps, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/api-error';
import { qry } from '../../../lib/qry-client';
import type { SourceTarget } from '../../../lib/sources-client';
import { toastSuccess } from '../../../lib/toast';
import { importsApi } from '../api/imports-api';
import { FileUpload } from '../upload/file-upload';
import { FormatStep } from './format-step';
import { MappingStep } from './mapping-step';
import { PreviewStep } from './preview-step';
import { type SourceChoice, SourceStep, SourceSummary } from './source-step';
import {
  blankWizard,
  columnsRead,
  fileChosen,
  sourceChosen,
  sourceOf,
  targetChosen,
  valuesOf,
  type WizardState,
  wizardOf,
  writtenOf,
} from './wizard-state';
import {
  type Discovered,
  defaultMapping,
  discoveredOf,
  hasHeaderLine,
  mappingProblems,
  retyped,
} from './wizard-values';

// A name no data table takes: the first read only needs the source's columns.
const discoveryTable = '_cubus_wizard_discovery';

/**
 * New import, or a saved one edited: File → Format → Mapping → Preview, then Save or Save and Run;
 * from a data source: Source (its table or a query) → Columns → Mapping → Preview. The mapping
 * starts from the source's columns as first read.
 */
export function ImportWizard({
  row,
  onSaved,
}: {
  row: QryRow | null;
  onSaved: (row: QryRow, run: boolean) => void;
}) {
  const { t } = useTranslation();
  const files = useQuery({ queryKey: ['imports', 'files'], queryFn: importsApi.files });
  const sources = useQuery({ queryKey: ['imports', 'datasources'], queryFn: importsApi.datasources });
  const tables = useQuery({
    queryKey: ['imports', 'tables'],
    queryFn: async () =>
      (await importsApi.tables()).map((table) => ({
        ...table,
        columns: (table.columns ?? []) as TableColumn[],
      })),
  });
  const [state, setState] = useState<WizardState | null>(row ? null : blankWizard);
  const [step, setStep] = useState(row ? 1 : 0);
  const [busy, setBusy] = useState(false);
  const [fileTab, setFileTab] = useState('upload');
  const [error, setError] = useState<unknown>(null);
  const [discoveredSamples, setDiscovered] = useState<Discovered | null>(null);
  /** How numbers and dates were written when the lines' types were last guessed; null: not guessed here. */
  const [guessedWith, setGuessedWith] = useState<string | null>(null);
  if (row && state === null && files.data && tables.data && sources.data) {
    const fileId = (row.source as { fileId?: string } | null)?.fileId;
    const fileName = files.data.find((file) => file.id === fileId)?.name ?? null;
    setState(wizardOf(row, fileName, tables.data, sources.data));
  }
  const patch = useCallback((next: Partial<WizardState>) => setState((s) => (s ? { ...s, ...next } : s)), []);
  const chooseFile = useCallback(
    (file: { id: string; name: string }) => setState((s) => (s ? fileChosen(s, file) : s)),
    [],
  );
  const chooseSource = useCallback(
    (source: SourceChoice) => setState((s) => (s ? { ...s, datasource: { ...source, target: null } } : s)),
    [],
  );
  const chooseTarget = useCallback(
    (target: SourceTarget) => setState((s) => (s ? targetChosen(s, target) : s)),
    [],
  );
  const onUploaded = useCallback(
    (file: FileAnswer) => {
      chooseFile({ id: file.fileId, name: file.name });
      setStep(1);
    },
    [chooseFile],
  );
  if (!state) return null;
  const tableOf = (id: string) => tables.data?.find((table) => table.id === id);
  const existing = state.target.kind === 'existing' ? tableOf(state.target.tableId) : undefined;

  /** Reads the source's columns and starts the mapping from them (kept when they are the same). */
  const discover = async () => {
    setBusy(true);
    setError(null);
    try {
      const headerAsData = state.from === 'file' && hasHeaderLine(state.format) && state.options.header;
      const preview = await importsApi.preview({
        source: sourceOf(state, headerAsData),
        target: { newTable: discoveryTable },
        mapping: null,
      });
      const discovered = discoveredOf(preview, headerAsData);
      // Numbers and dates are read as the sample writes them where the user chose nothing.
      const read = columnsRead(state, discovered);
      const written = writtenOf(read);
      const same =
        state.lines.length === discovered.columns.length &&
        state.lines.every((line, index) => line.source === discovered.columns[index]);
      const forms = `${written.decimal ?? '.'} ${written.dates ?? 'ymd'}`;
      const lines = !same
        ? defaultMapping(discovered, existing ? existing.columns : null, written)
        : !existing && guessedWith !== null && guessedWith !== forms
          ? retyped(state.lines, discovered, written)
          : state.lines;
      patch({ detected: read.detected, lines });
      setGuessedWith(forms);
      setDiscovered(discovered);
      setStep(2);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const save = async (run: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const values = valuesOf(state);
      const saved = row
        ? await qry.update('imports', String(row.id), Number(row.version), values)
        : await qry.create('imports', values);
      toastSuccess(t('imports.saved', { name: values.name }));
      onSaved(saved, run);
    } catch {
      // The client's toast said why.
    } finally {
      setBusy(false);
    }
  };

  const problems = mappingProblems(state.lines);
  const mappingReady = state.lines.some((line) => line.include) && problems.size === 0;
  const targetReady =
    state.target.kind === 'new' ? /^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(state.target.name) : !!existing;
  const fromFile = state.from === 'file';
  const steps = [
    { title: fromFile ? t('imports.wizard.file') : t('imports.wizard.source') },
    { title: fromFile ? t('imports.wizard.format') : t('imports.wizard.columns') },
    { title: t('imports.wizard.mapping') },
    { title: t('imports.wizard.preview') },
  ];
  return (
    <div className="import-wizard">
      <Steps current={step} items={steps} size="small" className="import-wizard__steps" />
      {step === 0 && (
        <Tabs
          activeKey={fromFile ? fileTab : 'datasource'}
          onChange={(key) => {
            if (key !== 'datasource') setFileTab(key);
            patch({ from: key === 'datasource' ? 'datasource' : 'file' });
          }}
          items={[
            {
              key: 'upload',
              label: t('imports.wizard.upload'),
              children: <FileUpload onUploaded={onUploaded} />,
            },
            {
              key: 'existing',
              label: t('imports.wizard.uploaded'),
              children: (
                <Space direction="vertical" className="import-wizard__full">
                  <label htmlFor="import-file" className="field-label">
                    {t('imports.wizard.chooseFile')}
                  </label>
                  <Select
                    id="import-file"
                    showSearch
                    optionFilterProp="label"
                    loading={files.isPending}
                    value={state.file?.id}
                    options={(files.data ?? []).map((file) => ({ value: file.id, label: file.name }))}
                    onChange={(id: string) => {
                      const file = files.data?.find((f) => f.id === id);
                      if (file) chooseFile({ id: file.id, name: file.name });
                    }}
                  />
                </Space>
              ),
            },
            {
              key: 'datasource',
              label: t('imports.wizard.fromSource'),
              children: (
                <SourceStep
                  sources={sources.data ?? []}
                  loading={sources.isPending}
                  chosen={state.datasource}
                  onSource={chooseSource}
                  onTarget={chooseTarget}
                />
              ),
            },
          ]}
        />
      )}
      {step === 1 && fromFile && <FormatStep state={state} onChange={patch} />}
      {step === 1 && !fromFile && <SourceSummary source={state.datasource} />}
      {step === 2 && (
        <MappingStep
          state={state}
          tables={tables.data ?? []}
          samples={discoveredSamples}
          problems={problems}
          onChange={patch}
          onTarget={(target) => {
            const table = target.kind === 'existing' ? tableOf(target.tableId) : undefined;
            const lines =
              discoveredSamples !== null
                ? defaultMapping(discoveredSamples, table ? table.columns : null, writtenOf(state))
                : state.lines;
            patch({
              target,
              lines,
              mode: table?.key ? state.mode : state.mode === 'upsert' ? 'append' : state.mode,
            });
          }}
        />
      )}
      {step === 3 && <PreviewStep state={state} existing={existing ?? null} onChange={patch} />}
      {error !== null && (
        <Alert type="error" showIcon title={errorMessageOf(error)} description={serverText(error)} />
      )}
      <Space className="import-wizard__nav" wrap>
        {step > 0 && (
          <Button onClick={() => setStep(step - 1)} disabled={busy}>
            {t('imports.wizard.back')}
          </Button>
        )}
        {step === 0 && (
          <Button type="primary" disabled={!sourceChosen(state)} onClick={() => setStep(1)}>
            {t('imports.wizard.next')}
          </Button>
        )}
        {step === 1 && (
          <Button type="primary" loading={busy} onClick={() => void discover()}>
            {t('imports.wizard.readColumns')}
          </Button>
        )}
        {step === 2 && (
          <Button type="primary" disabled={!mappingReady || !targetReady} onClick={() => setStep(3)}>
            {t('imports.wizard.next')}
          </Button>
        )}
        {step === 3 && (
          <>
            <Button loading={busy} disabled={!state.name.trim()} onClick={() => void save(false)}>
              {t('common.save')}
            </Button>
            <Button
              type="primary"
              loading={busy}
              disabled={!state.name.trim()}
              onClick={() => void save(true)}
            >
              {t('imports.wizard.saveAndRun')}
            </Button>
          </>
        )}
      </Space>
    </div>
  );
}

function serverText(error: unknown): string | undefined {
  const data = (error as { response?: { data?: { error?: { message?: unknown } } } }).response?.data;
  return typeof data?.error?.message === 'string' ? data.error.message : undefined;
}
