import type { ProcedureArgument } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { proceduresApi } from '../api/procedures-api';
import type { RunValue } from '../form/argument-values';
import { MemberPicker } from './member-picker';

interface RunFormProps {
  form: FormInstance<Record<string, RunValue>>;
  list: ProcedureArgument[];
  initialValues: Record<string, RunValue>;
}

/** The arguments of a run, each with the input of its type. */
export function RunForm({ form, list, initialValues }: RunFormProps) {
  const { t } = useTranslation();
  if (list.length === 0) return <p>{t('procedures.run.noArguments')}</p>;
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} className="procedure-run__form">
      {list.map((argument) => (
        <Form.Item
          key={argument.name}
          name={argument.name}
          label={argument.title || argument.name}
          valuePropName={argument.type === 'boolean' ? 'checked' : 'value'}
          rules={
            argument.required && argument.type !== 'boolean'
              ? [{ required: true, message: t('procedures.run.required') }]
              : []
          }
          extra={t(`procedures.types.${argument.type}`)}
        >
          <ArgumentInput argument={argument} form={form} aria-label={argument.title || argument.name} />
        </Form.Item>
      ))}
    </Form>
  );
}

interface ArgumentInputProps {
  argument: ProcedureArgument;
  form: FormInstance<Record<string, RunValue>>;
  id?: string;
  'aria-label'?: string;
  value?: never;
  checked?: boolean;
  onChange?: (value: unknown) => void;
}

/** One argument's input; Form.Item passes `id`, `value` and `onChange` through. */
function ArgumentInput({ argument, form, ...field }: ArgumentInputProps) {
  switch (argument.type) {
    case 'number':
      return <InputNumber {...field} className="procedure-run__wide" />;
    case 'integer':
      return <InputNumber {...field} precision={0} className="procedure-run__wide" />;
    case 'boolean':
      return <Switch {...field} />;
    case 'date':
      return <Input {...field} type="date" />;
    case 'member':
      return <MemberPicker {...field} refId={argument.refId ?? null} />;
    case 'table':
      return <NamedSelect {...field} kind="tables" keyBy="name" />;
    case 'cube':
      return <NamedSelect {...field} kind="cubes" keyBy="id" />;
    case 'scenario':
      return <ScenarioPicker {...field} argument={argument} form={form} />;
    default:
      return <Input {...field} />;
  }
}

function NamedSelect({
  kind,
  keyBy,
  ...field
}: {
  kind: 'tables' | 'cubes';
  keyBy: 'id' | 'name';
  id?: string;
  'aria-label'?: string;
  value?: string;
  onChange?: (value: unknown) => void;
}) {
  const list = useQuery({ queryKey: ['procedures', kind], queryFn: proceduresApi[kind] });
  return (
    <Select
      {...field}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={list.isPending}
      options={(list.data ?? []).map((item) => ({ value: item[keyBy], label: item.name }))}
    />
  );
}

/** A scenario of the argument's cube: fixed, or the one chosen in another argument. */
function ScenarioPicker({
  argument,
  form,
  ...field
}: {
  argument: ProcedureArgument;
  form: FormInstance<Record<string, RunValue>>;
  id?: string;
  'aria-label'?: string;
  value?: string;
  onChange?: (value: unknown) => void;
}) {
  const chosen = Form.useWatch(argument.cubeArg ?? '', form);
  const cubeId = argument.cubeId ?? (typeof chosen === 'string' && chosen ? chosen : null);
  const ref = useQuery({
    queryKey: ['procedures', 'scenario-ref', cubeId],
    queryFn: () => proceduresApi.scenarioRef(cubeId ?? ''),
    enabled: cubeId !== null,
  });
  return <MemberPicker {...field} refId={ref.data ?? null} />;
}
