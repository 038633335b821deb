import {
  type CubeDimension,
  type CubeMeasure,
  type ReportChartType,
  type ReportSourceKind,
  type ReportView,
  reportChartTypes,
  reportSourceKinds,
  type ViewState,
} from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PivotCube, PivotState } from '../../../components/pivot/pivot-state';
import { errorMessageOf } from '../../../lib/api-error';
import { qry } from '../../../lib/qry-client';
import { type ReportRow, reportsApi } from '../api/reports-api';
import { gridStateOf, gridViewOf, pivotStateOf, pivotViewOf } from '../report-view';
import { GridBuilder, PivotBuilder } from './report-builders';
import '../../../components/pivot/pivot.css';

const sourceObjects = { cube: 'cubes', table: 'tables', mount: 'mounts' } as const;

/**
 * A report's title, source (a cube, data table or mount), view and chart type; the view is built
 * with the pivot's layout or the shared grid, with a live preview. Save creates or updates.
 */
export function ReportEditor({
  report,
  onSaved,
}: {
  report: ReportRow | null;
  onSaved: (row: ReportRow) => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(report?.title ?? '');
  const [description, setDescription] = useState(report?.description ?? '');
  const [chart, setChart] = useState<ReportChartType>(report?.chart ?? 'bar');
  const [kind, setKind] = useState<ReportSourceKind>(report?.source.kind ?? 'cube');
  const [sourceId, setSourceId] = useState<string | null>(report?.source.id ?? null);
  const [pivot, setPivot] = useState<PivotState | null>(null);
  const [grid, setGrid] = useState<ViewState | null>(null);
  const [saving, setSaving] = useState(false);
  const [titleMissing, setTitleMissing] = useState(false);
  const sources = useQuery({
    queryKey: ['reports', 'sources', kind],
    queryFn: () =>
      qry.select({ op: 'select', object: sourceObjects[kind], fields: ['id', 'name'], limit: 1000 }),
  });
  const cubeRow = useQuery({
    queryKey: ['qry', 'row', 'cubes', sourceId],
    queryFn: () => qry.get('cubes', sourceId ?? '', { showErrorToast: false }),
    enabled: kind === 'cube' && sourceId !== null,
  });
  const cube: PivotCube | null =
    kind === 'cube' && cubeRow.data && sourceId
      ? {
          id: sourceId,
          dimensions: cubeRow.data.dimensions as CubeDimension[],
          measures: cubeRow.data.measures as CubeMeasure[],
        }
      : null;
  const savedHere =
    report && report.source.kind === kind && report.source.id === sourceId ? report.view : null;
  const pivotState = cube ? (pivot ?? pivotStateOf(cube, savedHere)) : null;
  const pickSource = (next: string | null) => {
    setSourceId(next);
    setPivot(null);
    setGrid(null);
  };
  const view: ReportView | null =
    kind === 'cube'
      ? cube && pivotState
        ? pivotViewOf(cube, pivotState)
        : null
      : grid
        ? gridViewOf(grid)
        : savedHere;

  const save = async () => {
    if (!title.trim()) {
      setTitleMissing(true);
      return;
    }
    if (!sourceId || !view) return;
    setSaving(true);
    try {
      const values = { title: title.trim(), description, chart, source: { kind, id: sourceId }, view };
      onSaved(
        report ? await reportsApi.update(report.id, report.version, values) : await reportsApi.create(values),
      );
    } catch {
      // The client's toast said why (an unknown field, a removed source).
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="report-editor">
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('fields.reports.title')}
          required
          validateStatus={titleMissing ? 'error' : undefined}
          help={titleMissing ? t('reports.editor.titleRequired') : undefined}
          htmlFor="report-title"
        >
          <Input
            id="report-title"
            value={title}
            maxLength={200}
            onChange={(event) => {
              setTitle(event.target.value);
              setTitleMissing(false);
            }}
          />
        </Form.Item>
        <Form.Item label={t('fields.reports.description')} htmlFor="report-description">
          <Input.TextArea
            id="report-description"
            value={description}
            rows={2}
            maxLength={4000}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Form.Item>
        <Space wrap align="end">
          <Form.Item label={t('reports.editor.sourceKind')} htmlFor="report-source-kind">
            <Select<ReportSourceKind>
              id="report-source-kind"
              aria-label={t('reports.editor.sourceKind')}
              className="report-editor__pick"
              value={kind}
              options={reportSourceKinds.map((k) => ({ value: k, label: t(`reports.sourceKinds.${k}`) }))}
              onChange={(next) => {
                setKind(next);
                pickSource(null);
              }}
            />
          </Form.Item>
          <Form.Item label={t('reports.editor.source')} required htmlFor="report-source">
            <Select<string>
              id="report-source"
              aria-label={t('reports.editor.source')}
              className="report-editor__pick"
              showSearch={{ optionFilterProp: 'label' }}
              loading={sources.isPending}
              placeholder={t('reports.editor.pickSource')}
              value={sourceId ?? undefined}
              options={(sources.data?.rows ?? []).map((r) => ({
                value: String(r.id),
                label: String(r.name),
              }))}
              onChange={pickSource}
            />
          </Form.Item>
        </Space>
        <fieldset className="report-editor__chart">
          <legend>{t('fields.reports.chart')}</legend>
          <Radio.Group
            value={chart}
            onChange={(event) => setChart(event.target.value)}
            options={reportChartTypes.map((type) => ({ value: type, label: t(`reports.charts.${type}`) }))}
          />
        </fieldset>
        {cubeRow.isError && <Alert type="error" showIcon title={errorMessageOf(cubeRow.error)} />}
        {cube && pivotState && (
          <PivotBuilder cube={cube} state={pivotState} onChange={setPivot} chart={chart} title={title} />
        )}
        {kind !== 'cube' && sourceId && (
          <GridBuilder
            key={`${kind}:${sourceId}`}
            object={`${kind}:${sourceId}`}
            initial={gridStateOf(savedHere)}
            view={grid}
            onChange={setGrid}
            chart={chart}
            title={title}
          />
        )}
        <Space className="report-editor__actions">
          <Button type="primary" onClick={() => void save()} loading={saving} disabled={!sourceId || !view}>
            {t('common.save')}
          </Button>
        </Space>
      </Form>
    </div>
  );
}
