import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Select, Spin, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useJobRuns } from '../../../components/jobs/use-job-runs';
import { errorMessageOf } from '../../../lib/api-error';
import { qry } from '../../../lib/qry-client';
import { generateCube, suggestCube } from '../api/cubes-api';
import { captionOf } from '../captions';
import { type ColumnChoice, choicesProblem, generateRequestOf, proposeChoices } from '../generate-values';
import { LoadResult } from './load-result';
import { WizardColumns } from './wizard-columns';

/**
 * "Generate from a data table": name and table (the one of `?new=table&table=<id>` when it came
 * from an import), then each column's role as the server proposes it from the table's statistics
 * (a dimension with a new or an existing reference — a date's calendar, or growing a reference
 * only when asked — a measure with its aggregation, type and number format, or unused), its
 * caption, and the version (scenario), then the load job's live progress and figures.
 */
export function GenerateCubeWizard({
  onClose,
  onOpen,
}: {
  onClose: () => void;
  onOpen: (cubeId: string) => void;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [tableId, setTableId] = useState<string | null>(
    params.get('new') === 'table' ? params.get('table') : null,
  );
  const [choices, setChoices] = useState<ColumnChoice[]>([]);
  const [scenario, setScenario] = useState<string | null>(null);
  const [started, setStarted] = useState<{ jobId: string; cubeId: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const tables = useQuery({
    queryKey: ['qry', 'pick', 'tables'],
    queryFn: () =>
      qry.select({ op: 'select', object: 'tables', fields: ['id', 'name', 'columns'], limit: 500 }),
  });
  const refs = useQuery({
    queryKey: ['qry', 'pick', 'refs'],
    queryFn: () => qry.select({ op: 'select', object: 'refs', fields: ['id', 'name', 'kind'], limit: 500 }),
  });
  const suggestions = useQuery({
    queryKey: ['cubes', 'suggest', tableId],
    queryFn: () => suggestCube(tableId ?? ''),
    enabled: tableId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (suggestions.data) setChoices(proposeChoices(suggestions.data.columns));
  }, [suggestions.data]);
  // A table given by the link is named as soon as the list knows it.
  const tableName = tables.data?.rows.find((r) => r.id === tableId)?.name;
  useEffect(() => {
    if (tableName) setName((current) => current || captionOf(String(tableName)));
  }, [tableName]);
  // The load job's runs of the new cube, live (job events) with a slow poll behind them.
  const jobs = useJobRuns(started?.cubeId ?? null, ['result']);
  const latest = jobs.list[0];
  const status = latest?.status;

  const chooseTable = (id: string) => {
    setTableId(id);
    setChoices([]);
    setScenario(null);
  };
  const problem = choicesProblem(choices);
  const run = async () => {
    if (!tableId) return;
    setError(null);
    try {
      setStarted(await generateCube(generateRequestOf(name.trim(), tableId, choices, scenario)));
      setStep(2);
    } catch (failure) {
      setError(failure);
    }
  };
  const footer =
    step === 0 ? (
      <>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" disabled={!tableId || !name.trim()} onClick={() => setStep(1)}>
          {t('cubes.wizard.next')}
        </Button>
      </>
    ) : step === 1 ? (
      <>
        <Button onClick={() => setStep(0)}>{t('cubes.wizard.back')}</Button>
        <Button type="primary" disabled={problem !== null || choices.length === 0} onClick={() => void run()}>
          {t('cubes.wizard.generate')}
        </Button>
      </>
    ) : (
      <>
        <Button onClick={onClose}>{t('cubes.wizard.close')}</Button>
        <Button
          type="primary"
          disabled={status !== 'succeeded'}
          onClick={() => started && onOpen(started.cubeId)}
        >
          {t('cubes.wizard.open')}
        </Button>
      </>
    );
  return (
    <Modal
      open
      width={860}
      title={t('cubes.wizard.title')}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
    >
      <Steps
        size="small"
        current={step}
        className="cubes-wizard__steps"
        items={[
          { title: t('cubes.wizard.stepSource') },
          { title: t('cubes.wizard.stepColumns') },
          { title: t('cubes.wizard.stepLoad') },
        ]}
      />
      {step === 0 && (
        <Form layout="vertical" name="generate-cube-source">
          <Form.Item label={t('cubes.wizard.table')} htmlFor="generate-cube-table">
            <Select
              id="generate-cube-table"
              showSearch={{ optionFilterProp: 'label' }}
              loading={tables.isPending}
              value={tableId ?? undefined}
              options={(tables.data?.rows ?? []).map((r) => ({ value: String(r.id), label: String(r.name) }))}
              onChange={chooseTable}
            />
          </Form.Item>
          <Form.Item label={t('cubes.wizard.name')} htmlFor="generate-cube-name">
            <Input
              id="generate-cube-name"
              value={name}
              maxLength={200}
              onChange={(e) => setName(e.target.value)}
            />
          </Form.Item>
        </Form>
      )}
      {step === 1 && (
        <>
          {suggestions.isPending && <Spin aria-label={t('cubes.wizard.suggesting')} />}
          {suggestions.isError && <Alert type="error" showIcon title={errorMessageOf(suggestions.error)} />}
          <WizardColumns
            choices={choices}
            refs={refs.data?.rows ?? []}
            onChange={(column, next) =>
              setChoices((list) => list.map((c) => (c.column === column ? next : c)))
            }
          />
          <Form layout="vertical" name="generate-cube-scenario-form">
            <Form.Item
              label={t('cubes.wizard.scenario')}
              htmlFor="generate-cube-scenario"
              extra={t('cubes.wizard.scenarioHint')}
            >
              <Select
                id="generate-cube-scenario"
                allowClear
                placeholder={t('cubes.wizard.noScenario')}
                value={scenario ?? undefined}
                options={choices
                  .filter((c) => c.role === 'dimension')
                  .map((c) => ({ value: c.column, label: c.column }))}
                onChange={(value) => setScenario(value ?? null)}
              />
            </Form.Item>
          </Form>
          {choices.some((c) => c.role === 'dimension' && c.refId) && (
            <p className="cubes-wizard__hint">{t('cubes.wizard.addMembersHint')}</p>
          )}
          {problem && <Alert type="info" showIcon title={t(problem)} />}
        </>
      )}
      {step === 2 &&
        (latest ? <LoadResult run={latest} now={jobs.now} /> : <Spin aria-label={t('app.loading')} />)}
      {error !== null && <Alert type="error" showIcon title={errorMessageOf(error)} />}
    </Modal>
  );
}
