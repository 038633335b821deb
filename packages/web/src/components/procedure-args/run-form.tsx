import type { ProcedureArgument } from '@cubus/shared';
import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ArgumentItem } from './argument-input';
import type { RunValue } from './run-values';

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
    <Form form={form} layout="vertical" initialValues={initialValues} className="procedure-args__form">
      {list.map((argument) => (
        <ArgumentItem
          key={argument.name}
          argument={argument}
          form={form}
          name={argument.name}
          argsPath={[]}
          aria-label={argument.title || argument.name}
        />
      ))}
    </Form>
  );
}
