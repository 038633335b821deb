import type { ProcedureArgument } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../date-input';
import { MemberPicker } from './member-picker';
import { procedureArgsApi } from './procedure-args-api';
import './procedure-args.css';

/** Where a form keeps the values of a procedure's arguments: `[]` at its root, or a step's `args`. */
export type ArgsPath = (string | number)[];

interface FieldProps {
  id?: string;
  'aria-label'?: string;
  value?: never;
  checked?: boolean;
  onChange?: (value: unknown) => void;
}

interface ArgumentItemProps {
  argument: ProcedureArgument;
  form: FormInstance;
  /** The item's name, relative to an enclosing Form.List when there is one. */
  name: string | (string | number)[];
  /** The absolute path of all the arguments' values, to follow a scenario's cube argument. */
  argsPath: ArgsPath;
  'aria-label': string;
}

/** One argument of a procedure as a form item, with the input of its type. */
export function ArgumentItem({ argument, form, name, argsPath, 'aria-label': label }: ArgumentItemProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={argument.title || argument.name}
      valuePropName={argument.type === 'boolean' ? 'checked' : 'value'}
      // A switch is always true or false, and the server fills an empty one's default.
      rules={
        argument.required && argument.type !== 'boolean' && argument.default === undefined
          ? [{ required: true, message: t('procedures.run.required') }]
          : []
      }
      extra={t(`procedures.types.${argument.type}`)}
    >
      <ArgumentInput argument={argument} form={form} argsPath={argsPath} aria-label={label} />
    </Form.Item>
  );
}

/** One argument's input; Form.Item passes `id`, `value` and `onChange` through. */
function ArgumentInput({
  argument,
  form,
  argsPath,
  ...field
}: FieldProps & { argument: ProcedureArgument; form: FormInstance; argsPath: ArgsPath }) {
  switch (argument.type) {
    case 'number':
      return <InputNumber {...field} className="procedure-args__input" />;
    case 'integer':
      return <InputNumber {...field} precision={0} className="procedure-args__input" />;
    case 'boolean':
      return <Switch {...field} />;
    case 'date':
      return <DateInput {...field} />;
    case 'member':
      return <MemberPicker {...field} refId={argument.refId ?? null} />;
    case 'table':
      return <NamedSelect {...field} kind="tables" keyBy="name" />;
    case 'cube':
      return <NamedSelect {...field} kind="cubes" keyBy="id" />;
    case 'scenario':
      return <ScenarioPicker {...field} argument={argument} form={form} argsPath={argsPath} />;
    default:
      return <Input {...field} />;
  }
}

function NamedSelect({
  kind,
  keyBy,
  ...field
}: FieldProps & { kind: 'tables' | 'cubes'; keyBy: 'id' | 'name' }) {
  const list = useQuery({ queryKey: ['procedures', kind], queryFn: procedureArgsApi[kind] });
  return (
    <Select
      {...field}
      className="procedure-args__input"
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
  argsPath,
  ...field
}: FieldProps & { argument: ProcedureArgument; form: FormInstance; argsPath: ArgsPath }) {
  const chosen = Form.useWatch([...argsPath, argument.cubeArg ?? ''], form);
  const cubeId = argument.cubeId ?? (typeof chosen === 'string' && chosen ? chosen : null);
  const ref = useQuery({
    queryKey: ['procedures', 'scenario-ref', cubeId],
    queryFn: () => procedureArgsApi.scenarioRef(cubeId ?? ''),
    enabled: cubeId !== null,
  });
  return <MemberPicker {...field} refId={ref.data ?? null} />;
}
