import { actionLimits, actionStepTypes } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ArgumentItem } from '../../../components/procedure-args/argument-input';
import { initialRunValues } from '../../../components/procedure-args/run-values';
import { actionsApi, type Choice } from '../api/actions-api';
import type { ActionDraft, StepDraft } from '../form/action-drafts';

interface StepFieldsProps {
  form: FormInstance<ActionDraft>;
  /** The step's name in the form list. */
  name: number;
  /** Its place, from 0, for the labels. */
  index: number;
  step: StepDraft | undefined;
  procedures: Choice[];
}

/** An object of a kind to pick for a step. */
function ObjectPick({ kind, ...field }: { kind: 'imports' | 'mounts' | 'cubes'; 'aria-label': string }) {
  const list = useQuery({ queryKey: ['actions', kind], queryFn: () => actionsApi.choices(kind) });
  return (
    <Select
      {...field}
      className="action-editor__pick"
      showSearch={{ optionFilterProp: 'label' }}
      loading={list.isPending}
      options={(list.data ?? []).map((choice) => ({ value: choice.id, label: choice.name }))}
    />
  );
}

/** One step's type, title and the fields of its type, and whether the action goes on when it fails. */
export function StepFields({ form, name, index, step, procedures }: StepFieldsProps) {
  const { t } = useTranslation();
  const label = (part: string) => t(`actions.steps.${part}Of`, { n: index + 1 });
  const required = [{ required: true, message: t('actions.steps.required') }];
  const procedure = procedures.find((choice) => choice.id === step?.procedureId);
  return (
    <div className="action-editor__row">
      <Form.Item name={[name, 'type']} label={t('actions.steps.type')}>
        <Select
          aria-label={label('type')}
          className="action-editor__pick"
          options={actionStepTypes.map((type) => ({ value: type, label: t(`actions.steps.types.${type}`) }))}
          onChange={() => form.setFieldValue(['steps', name, 'args'], {})}
        />
      </Form.Item>
      {step?.type === 'import' && (
        <Form.Item name={[name, 'importId']} label={t('actions.steps.import')} rules={required}>
          <ObjectPick kind="imports" aria-label={label('import')} />
        </Form.Item>
      )}
      {step?.type === 'mount' && (
        <Form.Item name={[name, 'mountId']} label={t('actions.steps.mount')} rules={required}>
          <ObjectPick kind="mounts" aria-label={label('mount')} />
        </Form.Item>
      )}
      {step?.type === 'procedure' && (
        <>
          <Form.Item name={[name, 'procedureId']} label={t('actions.steps.procedure')} rules={required}>
            <Select
              aria-label={label('procedure')}
              className="action-editor__pick"
              showSearch={{ optionFilterProp: 'label' }}
              options={procedures.map((choice) => ({ value: choice.id, label: choice.name }))}
              onChange={(id: string) =>
                form.setFieldValue(
                  ['steps', name, 'args'],
                  initialRunValues(procedures.find((choice) => choice.id === id)?.arguments ?? []),
                )
              }
            />
          </Form.Item>
          {(procedure?.arguments ?? []).map((argument) => (
            <ArgumentItem
              key={argument.name}
              argument={argument}
              form={form}
              name={[name, 'args', argument.name]}
              argsPath={['steps', name, 'args']}
              aria-label={t('actions.steps.argOf', { arg: argument.title || argument.name, n: index + 1 })}
            />
          ))}
        </>
      )}
      {step?.type === 'copy-scenario' && (
        <>
          <Form.Item name={[name, 'cubeId']} label={t('actions.steps.cube')} rules={required}>
            <ObjectPick kind="cubes" aria-label={label('cube')} />
          </Form.Item>
          <Form.Item name={[name, 'from']} label={t('actions.steps.from')} rules={required}>
            <Input aria-label={label('from')} maxLength={200} />
          </Form.Item>
          <Form.Item name={[name, 'to']} label={t('actions.steps.to')} rules={required}>
            <Input aria-label={label('to')} maxLength={200} />
          </Form.Item>
          <Form.Item name={[name, 'factor']} label={t('actions.steps.factor')}>
            <InputNumber aria-label={label('factor')} placeholder="1" />
          </Form.Item>
        </>
      )}
      {step?.type === 'ribbon' && (
        <Form.Item
          name={[name, 'message']}
          label={t('actions.steps.message')}
          rules={[{ required: true, whitespace: true, message: t('actions.steps.messageRequired') }]}
        >
          <Input aria-label={label('message')} maxLength={actionLimits.maxMessage} />
        </Form.Item>
      )}
      <Form.Item name={[name, 'title']} label={t('actions.steps.stepTitle')}>
        <Input aria-label={label('title')} maxLength={200} />
      </Form.Item>
      <Form.Item
        name={[name, 'continueOnError']}
        label={t('actions.steps.continueOnError')}
        valuePropName="checked"
      >
        <Switch aria-label={label('continue')} />
      </Form.Item>
    </div>
  );
}
