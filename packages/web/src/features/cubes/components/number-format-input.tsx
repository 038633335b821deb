import { formatNumber, type NumberFormatSpec, numberStyles, numberUnits } from '@cubus/shared';
import { Checkbox, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Currencies offered first; any ISO 4217 code the browser knows can be typed. */
const currencies = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'JPY',
  'CNY',
  'RUB',
  'BRL',
  'INR',
  'CAD',
  'AUD',
  'SEK',
  'PLN',
];

/**
 * A measure's number format picked: automatic (none), a number, a percentage or a currency, with
 * its decimals (empty: the measure's own), thousands separators and unit, and a sample of how a
 * value then shows.
 */
export function NumberFormatInput({
  value,
  onChange,
  label,
  id,
}: {
  value?: NumberFormatSpec | null;
  onChange?: (value: NumberFormatSpec | null) => void;
  /** What the pickers are named for ("amount"), so each is told apart. */
  label: string;
  id?: string;
}) {
  const { t, i18n } = useTranslation();
  const change = (next: Partial<NumberFormatSpec>) => {
    if (!value) return;
    const merged = { ...value, ...next };
    if (merged.style !== 'currency') delete merged.currency;
    onChange?.(merged);
  };
  const chooseStyle = (style: NumberFormatSpec['style'] | 'auto') => {
    if (style === 'auto') return onChange?.(null);
    const { currency, ...base } = value ?? { style, grouping: true, unit: 'one' as const };
    onChange?.({ ...base, style, ...(style === 'currency' ? { currency: currency ?? 'EUR' } : {}) });
  };
  return (
    <Space wrap size={4}>
      <Select<NumberFormatSpec['style'] | 'auto'>
        id={id}
        aria-label={t('cubes.format.styleOf', { name: label })}
        className="cubes-format__style"
        value={value?.style ?? 'auto'}
        options={(['auto', ...numberStyles] as const).map((style) => ({
          value: style,
          label: t(`cubes.format.styles.${style}`),
        }))}
        onChange={chooseStyle}
      />
      {value && (
        <>
          {value.style === 'currency' && (
            <Select
              aria-label={t('cubes.format.currencyOf', { name: label })}
              className="cubes-format__currency"
              showSearch
              value={value.currency}
              options={currencies.map((code) => ({ value: code, label: code }))}
              onChange={(currency) => change({ currency })}
            />
          )}
          <InputNumber
            aria-label={t('cubes.format.decimalsOf', { name: label })}
            placeholder={t('cubes.format.ownDecimals')}
            className="cubes-format__decimals"
            min={0}
            max={6}
            precision={0}
            value={value.decimals ?? null}
            onChange={(decimals) => change({ decimals: decimals ?? undefined })}
          />
          <Select
            aria-label={t('cubes.format.unitOf', { name: label })}
            className="cubes-format__unit"
            value={value.unit}
            options={numberUnits.map((unit) => ({ value: unit, label: t(`cubes.format.units.${unit}`) }))}
            onChange={(unit) => change({ unit })}
          />
          <Checkbox checked={value.grouping} onChange={(event) => change({ grouping: event.target.checked })}>
            {t('cubes.format.grouping')}
          </Checkbox>
          <span className="cubes-format__sample">
            {t('cubes.format.sample', {
              value: formatNumber(value.style === 'percent' ? 0.1234 : 1234567.891, value, i18n.language, 2),
            })}
          </span>
        </>
      )}
    </Space>
  );
}
