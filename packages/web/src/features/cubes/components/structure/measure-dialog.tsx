import { type CubeMeasure, type CubeStructureChange, measureAggregations } from '@cubus/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog';
import { type DeclaredType, declaredOf, isCount } from '../../measure-types';
import { MeasureTypeInput } from '../measure-type-input';
import { NumberFormatInput } from '../number-format-input';
import { NameField } from './name-field';

interface MeasureValues {
  name: string;
  declared: DeclaredType;
  aggregation: CubeMeasure['aggregation'];
  format: CubeMeasure['format'] | null;
  caption: string;
}

/** The declared type as the structure call takes it: a decimal's precision and scale, a count none. */
function typeOf(values: MeasureValues): Pick<CubeMeasure, 'type' | 'precision' | 'scale'> {
  if (isCount(values.aggregation)) return { type: 'integer' };
  const { type, precision, scale } = values.declared;
  return type === 'decimal' ? { type, precision, scale } : { type };
}

/**
 * Adds a measure (its cells start empty), or changes one: its name, type (the values are
 * converted, rounded half away from zero), aggregation, number format and caption.
 */
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
  const [form] = Form.useForm<MeasureValues>();
  const aggregation = Form.useWatch('aggregation', form);
  const name = Form.useWatch('name', form);
  const submit = async (values: MeasureValues) => {
    const format = values.format ?? undefined;
    const caption = values.caption?.trim() || undefined;
    const type = typeOf(values);
    if (!measure)
      return onSubmit({
        op: 'add-measure',
        measure: {
          name: values.name,
          ...type,
          aggregation: values.aggregation,
          ...(format ? { format } : {}),
          ...(caption ? { caption } : {}),
        },
      });
    return onSubmit({
      op: 'update-measure',
      name: measure.name,
      measure: {
        ...(values.name === measure.name ? {} : { name: values.name }),
        aggregation: values.aggregation,
        format: format ?? null,
        caption: caption ?? null,
        // The server rebuilds the facts only when the type (or how the aggregation keeps them) changes.
        ...type,
      },
    });
  };
  return (
    <FormDialog<MeasureValues>
      name="cube-measure"
      form={form}
      title={
        measure
          ? t('cubes.structure.editMeasureTitle', { name: measure.name })
          : t('cubes.structure.addMeasureTitle')
      }
      okText={t('common.save')}
      initialValues={{
        name: measure?.name ?? '',
        declared: declaredOf(measure),
        aggregation: measure?.aggregation ?? 'sum',
        format: measure?.format ?? null,
        caption: measure?.caption ?? '',
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameField label={t('cubes.structure.measureName')} />
      <Form.Item
        name="declared"
        label={t('cubes.structure.measureType')}
        htmlFor="cube-measure-type"
        extra={t(measure ? 'cubes.structure.typeConverts' : 'cubes.structure.typeHint')}
      >
        <MeasureTypeInput
          id="cube-measure-type"
          aggregation={aggregation}
          label={name || t('cubes.structure.newMeasure')}
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
        htmlFor="cube-measure-format"
        extra={t('cubes.structure.formatHint')}
      >
        <NumberFormatInput id="cube-measure-format" label={name || t('cubes.structure.newMeasure')} />
      </Form.Item>
      <Form.Item
        name="caption"
        label={t('cubes.structure.measureCaption')}
        htmlFor="cube-measure-caption"
        rules={[{ max: 200 }]}
      >
        <Input id="cube-measure-caption" maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}
