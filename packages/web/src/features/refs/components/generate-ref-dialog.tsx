import { type RefLocale, refLocales, timeLevels } from '@cubus/shared';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { toastSuccess } from '../../../lib/toast';
import { type Generator, refsApi } from '../api/refs-api';

interface GenerateValues {
  name: string;
  kind: 'time' | 'sequence';
  from: number;
  to: number;
  depth: 'year' | 'quarter' | 'month' | 'day';
  locale: RefLocale;
  count: number;
  start: number;
  prefix: string;
  pad: number;
}

/** Generate: a time reference (years → quarters → months → days, localised names) or a numbered sequence. */
export function GenerateRefDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<GenerateValues>();
  const kind = Form.useWatch('kind', form) ?? 'time';
  const year = new Date().getFullYear();
  const generate = async (values: GenerateValues) => {
    const generator: Generator =
      values.kind === 'time'
        ? { kind: 'time', from: values.from, to: values.to, depth: values.depth, locale: values.locale }
        : {
            kind: 'sequence',
            count: values.count,
            start: values.start,
            prefix: values.prefix ?? '',
            pad: values.pad,
          };
    const answer = await refsApi.generate(values.name, generator);
    toastSuccess(t('refs.generated', { name: values.name, count: answer.members }));
    onCreated(answer.id);
  };
  const language = refLocales.find((locale) => locale === i18n.language) ?? 'en';
  return (
    <FormDialog<GenerateValues>
      form={form}
      name="generate-ref"
      title={t('refs.generateTitle')}
      okText={t('refs.generate')}
      errors="inline"
      initialValues={{
        name: '',
        kind: 'time',
        from: year,
        to: year,
        depth: 'month',
        locale: language,
        count: 10,
        start: 1,
        prefix: '',
        pad: 0,
      }}
      onSubmit={generate}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('fields.refs.name')}
        rules={[{ required: true, message: t('refs.required') }]}
      >
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="kind" label={t('refs.generator')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'time', label: t('refs.kinds.time') },
            { value: 'sequence', label: t('refs.kinds.sequence') },
          ]}
        />
      </Form.Item>
      {kind === 'time' ? (
        <>
          <Form.Item
            name="from"
            label={t('refs.fromYear')}
            rules={[{ required: true, message: t('refs.required') }]}
          >
            <InputNumber min={1900} max={2200} />
          </Form.Item>
          <Form.Item
            name="to"
            label={t('refs.toYear')}
            dependencies={['from']}
            rules={[
              { required: true, message: t('refs.required') },
              ({ getFieldValue }) => ({
                validator: (_, value: number) =>
                  value >= getFieldValue('from') && value - getFieldValue('from') < 50
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('refs.yearRange'))),
              }),
            ]}
          >
            <InputNumber min={1900} max={2200} />
          </Form.Item>
          <Form.Item name="depth" label={t('refs.depth')}>
            <Select
              options={timeLevels.map((level) => ({ value: level, label: t(`refs.levels.${level}`) }))}
            />
          </Form.Item>
          <Form.Item name="locale" label={t('refs.locale')}>
            <Select
              options={refLocales.map((locale) => ({ value: locale, label: t(`refs.locales.${locale}`) }))}
            />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item
            name="count"
            label={t('refs.count')}
            rules={[{ required: true, message: t('refs.required') }]}
          >
            <InputNumber min={1} max={100000} />
          </Form.Item>
          <Form.Item name="start" label={t('refs.start')}>
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="prefix" label={t('refs.prefix')}>
            <Input autoComplete="off" maxLength={40} />
          </Form.Item>
          <Form.Item name="pad" label={t('refs.pad')} extra={t('refs.padHint')}>
            <InputNumber min={0} max={12} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
