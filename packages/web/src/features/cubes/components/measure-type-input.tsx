import { decimalLimits, type MeasureAggregation, type MeasureType, measureTypes } from '@cubus/shared';
import { InputNumber, Select, Space } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeclaredType, declaredOf, isCount } from '../measure-types';

/**
 * A measure's type picked: integer, decimal (with its digits and decimals) or float. A count's is
 * fixed: integer.
 */
export function MeasureTypeInput({
  value,
  onChange,
  aggregation,
  label,
  id,
}: {
  value?: DeclaredType;
  onChange?: (value: DeclaredType) => void;
  aggregation?: MeasureAggregation;
  /** What the pickers are named for ("amount"), so each is told apart. */
  label: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const digitsId = useId();
  const declared = isCount(aggregation) ? ({ type: 'integer' } as DeclaredType) : (value ?? declaredOf());
  const change = (next: Partial<DeclaredType>) => onChange?.(declaredOf({ ...declared, ...next }));
  return (
    <Space wrap size={4}>
      <Select<MeasureType>
        id={id}
        aria-label={t('cubes.typeOf', { name: label })}
        className="cubes-type__select"
        value={declared.type}
        disabled={isCount(aggregation)}
        options={measureTypes.map((type) => ({ value: type, label: t(`cubes.types.${type}`) }))}
        onChange={(type) => onChange?.(declaredOf({ type }))}
      />
      {declared.type === 'decimal' && (
        <>
          <label htmlFor={`${digitsId}-p`} className="cubes-type__label">
            {t('cubes.precision')}
          </label>
          <InputNumber
            id={`${digitsId}-p`}
            aria-label={t('cubes.precisionOf', { name: label })}
            className="cubes-type__digits"
            min={1}
            max={decimalLimits.maxPrecision}
            precision={0}
            value={declared.precision}
            onChange={(precision) => change({ precision: precision ?? undefined })}
          />
          <label htmlFor={`${digitsId}-s`} className="cubes-type__label">
            {t('cubes.scale')}
          </label>
          <InputNumber
            id={`${digitsId}-s`}
            aria-label={t('cubes.scaleOf', { name: label })}
            className="cubes-type__digits"
            min={0}
            max={declared.precision ?? decimalLimits.maxPrecision}
            precision={0}
            value={declared.scale}
            onChange={(scale) => change({ scale: scale ?? undefined })}
          />
        </>
      )}
    </Space>
  );
}
