import {
  type CubeMeasure,
  type CubeStructureChange,
  measureAggregations,
  measureFormats,
  measureTypes,
} from '@cubus/shared';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog';
import { NameField } from './name-field';

interface MeasureValues {
  name: string;
  type: CubeMeasure['type'];
  aggregation: CubeMeasure['aggregation'];
  format: CubeMeasure['format'] | 'auto';
}

/** Adds a measure (its cells start empty), or renames one and sets its aggregation and number format. */
export function MeasureDialog({
  measure,
  onSubmit,
  onClose,
}: {
  /** The measure to edit; none: a new one. */
  measure: CubeMeasure | null;
  onSubmit: (change: CubeStructureChange) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const submit = async (values: MeasureValues) => {
    const format = values.format === 'auto' ? undefined : values.format;
    if (!measure)
      return onSubmit({
        op: 'add-measure',
        measure: {
          name: values.name,
          type: values.type,
          aggregation: values.aggregation,
          ...(format ? { format } : {}),
        },
      });
    return onSubmit({
      op: 'update-measure',
      name: measure.name,
      measure: {
        ...(values.name === measure.name ? {} : { name: values.name }),
        aggregation: values.aggregation,
        format: format ?? null,
      },
    });
  };
  return (
    <FormDialog<MeasureValues>
      name="cube-measure"
      title={
        measure
          ? t('cubes.structure.editMeasureTitle', { name: measure.name })
          : t('cubes.structure.addMeasureTitle')
      }
      okText={t('common.save')}
      initialValues={{
        name: measure?.name ?? '',
        type: measure?.type ?? 'number',
        aggregation: measure?.aggregation ?? 'sum',
        format: measure?.format ?? 'auto',
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameField label={t('cubes.structure.measureName')} />
      <Form.Item
        name="type"
        label={t('cubes.structure.measureType')}
        extra={measure ? t('cubes.structure.typeFixed') : undefined}
      >
        <Select
          disabled={!!measure}
          options={measureTypes.map((type) => ({ value: type, label: t(`cubes.types.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name="aggregation" label={t('cubes.structure.measureAggregation')}>
        <Select
          options={measureAggregations.map((a) => ({ value: a, label: t(`cubes.aggregations.${a}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="format"
        label={t('cubes.structure.measureFormat')}
        extra={t('cubes.structure.formatHint')}
      >
        <Select
          options={['auto', ...measureFormats].map((f) => ({ value: f, label: t(`pivot.format.${f}`) }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
