import type { MeasureAggregation, TableColumn } from '@cubus/shared';
import { measureAggregations } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Modal, Select, Space, Spin, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobRuns } from '../../../components/jobs/use-job-runs';
import { errorMessageOf } from '../../../lib/api-error';
import { qry } from '../../../lib/qry-client';
import { generateCube } from '../api/cubes-api';
import {
  type ColumnChoice,
  choicesProblem,
  generateRequestOf,
  isNumeric,
  matchesPeriods,
  proposeChoices,
} from '../generate-values';
import { LoadResult } from './load-result';
import { MeasureTypeInput } from './measure-type-input';

/**
 * "Generate from a data table": name and table, then each column's role (a dimension with a new
 * or an existing reference — growing it only when asked — a measure with its aggregation and
 * type, or unused) and the version (scenario), then the load job's live progress and figures.
 */
export function GenerateCubeWizard({
  onClose,
  onOpen,
}: {
  onClose: () => void;
  onOpen: (cubeId: string) => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [tableId, setTableId] = useState<string | null>(null);
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
  const refKind = (id: string | undefined) =>
    id ? String(refs.data?.rows.find((r) => r.id === id)?.kind ?? '') : undefined;
  // The load job's runs of the new cube, live (job events) with a slow poll behind them.
  const jobs = useJobRuns(started?.cubeId ?? null, ['result']);
  const latest = jobs.list[0];
  const status = latest?.status;

  const chooseTable = (id: string) => {
    const row = tables.data?.rows.find((r) => r.id === id);
    setTableId(id);
    setChoices(proposeChoices((row?.columns as TableColumn[] | undefined) ?? []));
    setScenario(null);
    if (!name && row) setName(String(row.name));
  };
  const patch = (column: string, change: Partial<ColumnChoice>) =>
    setChoices((list) => list.map((c) => (c.column === column ? { ...c, ...change } : c)));
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
  const refOptions = [
    { value: '', label: t('cubes.wizard.newRef') },
    ...(refs.data?.rows ?? []).map((r) => ({ value: String(r.id), label: String(r.name) })),
  ];
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
        <Button type="primary" disabled={problem !== null} onClick={() => void run()}>
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
          <table className="cubes-wizard__columns">
            <caption>{t('cubes.wizard.columnsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cubes.wizard.column')}</th>
                <th scope="col">{t('cubes.wizard.role')}</th>
                <th scope="col">{t('cubes.wizard.details')}</th>
              </tr>
            </thead>
            <tbody>
              {choices.map((c) => (
                <tr key={c.column}>
                  <th scope="row">
                    {c.column} <span className="cubes-wizard__type">{c.type}</span>
                  </th>
                  <td>
                    <Select
                      aria-label={t('cubes.wizard.roleOf', { name: c.column })}
                      className="cubes-wizard__role"
                      value={c.role}
                      options={(['dimension', 'measure', 'none'] as const).map((role) => ({
                        value: role,
                        label: t(`cubes.wizard.roles.${role}`),
                        disabled: role === 'measure' && !isNumeric(c.type),
                      }))}
                      onChange={(role) => patch(c.column, { role })}
                    />
                  </td>
                  <td>
                    {c.role === 'dimension' && (
                      <Space direction="vertical" size={2}>
                        <Select
                          aria-label={t('cubes.wizard.refOf', { name: c.column })}
                          className="cubes-wizard__ref"
                          showSearch={{ optionFilterProp: 'label' }}
                          value={c.refId ?? ''}
                          options={refOptions}
                          onChange={(refId) =>
                            patch(c.column, { refId: refId || undefined, addMembers: false })
                          }
                        />
                        {c.refId &&
                          (matchesPeriods(c.type, refKind(c.refId)) ? (
                            <span className="cubes-wizard__hint">{t('cubes.wizard.periodsMatched')}</span>
                          ) : (
                            <Checkbox
                              checked={c.addMembers === true}
                              onChange={(event) => patch(c.column, { addMembers: event.target.checked })}
                            >
                              {t('cubes.wizard.addMembers')}
                            </Checkbox>
                          ))}
                      </Space>
                    )}
                    {c.role === 'measure' && (
                      <Space wrap>
                        <Select<MeasureAggregation>
                          aria-label={t('cubes.wizard.aggregationOf', { name: c.column })}
                          className="cubes-wizard__ref"
                          value={c.aggregation}
                          options={measureAggregations.map((a) => ({
                            value: a,
                            label: t(`cubes.aggregations.${a}`),
                          }))}
                          onChange={(aggregation) => patch(c.column, { aggregation })}
                        />
                        <MeasureTypeInput
                          label={c.column}
                          aggregation={c.aggregation}
                          value={c.declared}
                          onChange={(declared) => patch(c.column, { declared })}
                        />
                      </Space>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
