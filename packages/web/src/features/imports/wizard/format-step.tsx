import { importDateOrders, importEncodings, importFormats } from '@cubus/shared';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type WizardPatch, type WizardState, writtenOf } from './wizard-state';

const delimiters = [',', ';', '\t', '|'];
const quotes = ['"', "'"];
const dateOrderLabels = {
  ymd: 'imports.format.datesYmd',
  dmy: 'imports.format.datesDmy',
  mdy: 'imports.format.datesMdy',
} as const;

/** How the file is read: the format, and the options that format has. */
export function FormatStep({ state, onChange }: { state: WizardState; onChange: WizardPatch }) {
  const { t } = useTranslation();
  const { format, options } = state;
  const csv = format === 'csv' || format === 'tsv';
  const option = (next: Partial<WizardState['options']>) => onChange({ options: { ...options, ...next } });
  const symbol = (value: string) => (value === '\t' ? t('imports.format.tab') : value);
  const written = writtenOf(state);
  // What the file's sample showed stands where the user chose nothing, and says so.
  const detected = (chosen: unknown, found: unknown) =>
    chosen === undefined && found !== undefined ? t('imports.format.detected') : undefined;
  return (
    <Form layout="vertical" className="import-wizard__form">
      <p>{t('imports.format.file', { name: state.file?.name ?? '' })}</p>
      <Form.Item label={t('imports.format.format')} htmlFor="import-format">
        <Select
          id="import-format"
          value={format}
          options={importFormats.map((value) => ({ value, label: t(`imports.formats.${value}`) }))}
          onChange={(next) => onChange({ format: next })}
        />
      </Form.Item>
      {csv && (
        <>
          <Form.Item label={t('imports.format.delimiter')} htmlFor="import-delimiter">
            <Select
              id="import-delimiter"
              value={options.delimiter ?? ''}
              options={[
                {
                  value: '',
                  // A CSV's delimiter is found in its first lines when none is chosen; a TSV's is a tab.
                  label:
                    format === 'tsv'
                      ? t('imports.format.default', { value: symbol('\t') })
                      : t('imports.format.detect'),
                },
                ...delimiters.map((value) => ({ value, label: symbol(value) })),
              ]}
              onChange={(value: string) => option({ delimiter: value || undefined })}
            />
          </Form.Item>
          <Form.Item label={t('imports.format.quote')} htmlFor="import-quote">
            <Select
              id="import-quote"
              value={options.quote ?? ''}
              options={[
                { value: '', label: t('imports.format.default', { value: '"' }) },
                ...quotes.map((value) => ({ value, label: value })),
              ]}
              onChange={(value: string) => option({ quote: value || undefined })}
            />
          </Form.Item>
          <Form.Item label={t('imports.format.encoding')} htmlFor="import-encoding">
            <Select
              id="import-encoding"
              value={options.encoding}
              options={importEncodings.map((value) => ({ value, label: value }))}
              onChange={(encoding) => option({ encoding })}
            />
          </Form.Item>
          <Form.Item
            label={t('imports.format.numbers')}
            htmlFor="import-decimal"
            extra={detected(options.decimal, state.detected.decimal)}
          >
            <Select
              id="import-decimal"
              value={written.decimal ?? '.'}
              options={[
                { value: '.', label: t('imports.format.numbersPoint') },
                { value: ',', label: t('imports.format.numbersComma') },
              ]}
              onChange={(decimal) => option({ decimal })}
            />
          </Form.Item>
          <Form.Item
            label={t('imports.format.dates')}
            htmlFor="import-dates"
            extra={detected(options.dates, state.detected.dates)}
          >
            <Select
              id="import-dates"
              value={written.dates ?? 'ymd'}
              options={importDateOrders.map((value) => ({ value, label: t(dateOrderLabels[value]) }))}
              onChange={(dates) => option({ dates })}
            />
          </Form.Item>
        </>
      )}
      {(csv || format === 'xlsx') && (
        <Form.Item label={t('imports.format.header')} htmlFor="import-header">
          <Switch id="import-header" checked={options.header} onChange={(header) => option({ header })} />
        </Form.Item>
      )}
      {format === 'xlsx' && (
        <Form.Item
          label={t('imports.format.sheet')}
          htmlFor="import-sheet"
          extra={t('imports.format.sheetHint')}
        >
          <Input
            id="import-sheet"
            value={options.sheet === undefined ? '' : String(options.sheet)}
            maxLength={31}
            onChange={(event) => {
              const text = event.target.value;
              option({ sheet: text === '' ? undefined : /^\d+$/.test(text) ? Number(text) : text });
            }}
          />
        </Form.Item>
      )}
    </Form>
  );
}
