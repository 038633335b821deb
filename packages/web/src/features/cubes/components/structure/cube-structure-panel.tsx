import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type CubeDimension,
  type CubeMeasure,
  type CubeStructureChange,
  formatNumber,
  measureDecimals,
} from '@cubus/shared';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog';
import { toastSuccess } from '../../../../lib/toast';
import { changeStructure } from '../../api/cube-structure-api';
import { declaredOf, typeLabel } from '../../measure-types';
import { AddDimensionDialog } from './add-dimension-dialog';
import { MeasureDialog } from './measure-dialog';
import { RemoveDimensionDialog } from './remove-dimension-dialog';

export interface StructureCube {
  id: string;
  version: number;
  facts: number;
  dimensions: CubeDimension[];
  measures: CubeMeasure[];
}

type Open =
  | { kind: 'measure'; measure: CubeMeasure | null }
  | { kind: 'remove-measure'; measure: CubeMeasure }
  | { kind: 'add-dimension' }
  | { kind: 'remove-dimension'; dimension: CubeDimension }
  | null;

/**
 * The cube's dimensions and measures, changed one at a time: each change rebuilds the facts in one
 * transaction, is a new version on the Ribbon, and cannot be undone (nor the writes before it).
 */
export function CubeStructurePanel({ cube, onChanged }: { cube: StructureCube; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const apply = async (change: CubeStructureChange) => {
    await changeStructure(cube.id, cube.version, change);
    setOpen(null);
    toastSuccess(t('cubes.structure.changed'));
    onChanged();
  };
  const scenario = cube.dimensions.find((d) => d.scenario)?.name ?? '';
  return (
    <section className="cube-structure" aria-labelledby="cube-structure-title">
      <h2 id="cube-structure-title" className="cube-structure__title">
        {t('cubes.structure.title')}
      </h2>
      <p className="cube-structure__hint">{t('cubes.structure.intro')}</p>
      <table className="cube-structure__table">
        <caption>{t('fields.cubes.dimensions')}</caption>
        <tbody>
          {cube.dimensions.map((d) => (
            <tr key={d.name}>
              <th scope="row">{d.name}</th>
              <td>{d.scenario ? t('cubes.scenario') : ''}</td>
              <td>
                <Button
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  disabled={cube.dimensions.length === 1}
                  onClick={() => setOpen({ kind: 'remove-dimension', dimension: d })}
                >
                  {t('cubes.structure.removeNamed', { name: d.name })}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Space wrap>
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setOpen({ kind: 'add-dimension' })}>
          {t('cubes.addDimension')}
        </Button>
        <span className="cube-structure__scenario">
          <label htmlFor="cube-structure-scenario">{t('cubes.wizard.scenario')}</label>
          <span id="cube-structure-scenario-hint" className="cube-structure__hint">
            {t('cubes.structure.versionHint')}
          </span>
          <Select
            id="cube-structure-scenario"
            aria-describedby="cube-structure-scenario-hint"
            value={scenario}
            options={[
              { value: '', label: t('cubes.wizard.noScenario') },
              ...cube.dimensions.map((d) => ({ value: d.name, label: d.name })),
            ]}
            onChange={(name) => void apply({ op: 'set-scenario', name: name || null }).catch(() => undefined)}
          />
        </span>
      </Space>
      <table className="cube-structure__table">
        <caption>{t('fields.cubes.measures')}</caption>
        <tbody>
          {cube.measures.map((m) => (
            <tr key={m.name}>
              <th scope="row">
                {m.name}
                {m.caption && <span className="cube-structure__caption"> · {m.caption}</span>}
              </th>
              <td>
                {typeLabel(t, declaredOf(m))} · {t(`cubes.aggregations.${m.aggregation}`)}
                {m.format
                  ? ` · ${formatNumber(m.format.style === 'percent' ? 0.1234 : 1234.5, m.format, i18n.language, measureDecimals(m))}`
                  : ''}
              </td>
              <td>
                <Space>
                  <Button
                    size="small"
                    icon={<EditOutlined aria-hidden />}
                    onClick={() => setOpen({ kind: 'measure', measure: m })}
                  >
                    {t('cubes.structure.editNamed', { name: m.name })}
                  </Button>
                  <Button
                    size="small"
                    icon={<DeleteOutlined aria-hidden />}
                    disabled={cube.measures.length === 1}
                    onClick={() => setOpen({ kind: 'remove-measure', measure: m })}
                  >
                    {t('cubes.structure.removeNamed', { name: m.name })}
                  </Button>
                </Space>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button icon={<PlusOutlined aria-hidden />} onClick={() => setOpen({ kind: 'measure', measure: null })}>
        {t('cubes.addMeasure')}
      </Button>
      {open?.kind === 'measure' && (
        <MeasureDialog measure={open.measure} onSubmit={apply} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'add-dimension' && (
        <AddDimensionDialog facts={cube.facts} onSubmit={apply} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'remove-dimension' && (
        <RemoveDimensionDialog dimension={open.dimension} onSubmit={apply} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'remove-measure' && (
        <FormDialog
          name="cube-remove-measure"
          danger
          title={t('cubes.structure.removeMeasureTitle', { name: open.measure.name })}
          okText={t('cubes.structure.remove')}
          onSubmit={() => apply({ op: 'remove-measure', name: open.measure.name })}
          onClose={() => setOpen(null)}
        >
          <p>{t('cubes.structure.removeMeasureText', { name: open.measure.name })}</p>
          <p className="cube-structure__hint">{t('cubes.structure.noUndo')}</p>
        </FormDialog>
      )}
    </section>
  );
}
