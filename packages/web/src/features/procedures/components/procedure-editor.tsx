import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type ProcedureArgument, procedureArgumentTypes, procedureLimits, type QryRow } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { procedureArgsApi } from '../../../components/procedure-args/procedure-args-api';
import { proceduresApi } from '../api/procedures-api';
import { type ArgumentDraft, toDrafts, toProcedureArguments } from '../form/argument-values';

interface EditorValues {
  name: string;
  description: string;
  arguments: ArgumentDraft[];
  body: string;
}

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A procedure's name, description, typed arguments and SQL body; Save creates or updates it. */
export function ProcedureEditor({ row, onSaved }: { row: QryRow | null; onSaved: (row: QryRow) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EditorValues>();
  const [saving, setSaving] = useState(false);
  const refs = useQuery({ queryKey: ['procedures', 'refs'], queryFn: procedureArgsApi.refs });
  const cubes = useQuery({ queryKey: ['procedures', 'cubes'], queryFn: procedureArgsApi.cubes });
  const drafts = Form.useWatch('arguments', form) ?? [];
  const save = async (values: EditorValues) => {
    setSaving(true);
    try {
      const saved = await proceduresApi.save(
        {
          name: values.name.trim(),
          description: values.description ?? '',
          arguments: toProcedureArguments(values.arguments ?? []),
          body: values.body,
        },
        row,
      );
      onSaved(saved);
    } catch {
      // The client's toast said why (statement_not_allowed, procedure_invalid, …).
    } finally {
      setSaving(false);
    }
  };
  const typeOptions = procedureArgumentTypes.map((type) => ({
    value: type,
    label: t(`procedures.types.${type}`),
  }));
  return (
    <Form<EditorValues>
      form={form}
      layout="vertical"
      className="procedure-editor"
      initialValues={{
        name: row ? String(row.name) : '',
        description: row ? String(row.description ?? '') : '',
        arguments: row ? toDrafts((row.arguments ?? []) as ProcedureArgument[]) : [],
        body: row ? String(row.body) : '',
      }}
      onFinish={(values) => void save(values)}
    >
      <Form.Item
        name="name"
        label={t('fields.procedures.name')}
        rules={[{ required: true, whitespace: true, message: t('procedures.editor.nameRequired') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t('fields.procedures.description')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={2000} />
      </Form.Item>
      <fieldset className="procedure-editor__arguments">
        <legend>{t('fields.procedures.arguments')}</legend>
        <Form.List name="arguments">
          {(items, { add, remove }) => (
            <>
              {items.map((item, index) => {
                const draft = drafts[index];
                const label = (part: string) => t(`procedures.editor.${part}Of`, { n: index + 1 });
                return (
                  <Space key={item.key} wrap align="start" className="procedure-editor__argument">
                    <Form.Item
                      name={[item.name, 'name']}
                      label={t('procedures.editor.argName')}
                      rules={[
                        { required: true, message: t('procedures.editor.argNameRequired') },
                        { pattern: identifier, message: t('procedures.editor.argNamePattern') },
                      ]}
                    >
                      <Input aria-label={label('name')} className="procedure-editor__code" />
                    </Form.Item>
                    <Form.Item name={[item.name, 'type']} label={t('procedures.editor.argType')}>
                      <Select
                        aria-label={label('type')}
                        options={typeOptions}
                        className="procedure-editor__type"
                      />
                    </Form.Item>
                    <Form.Item name={[item.name, 'title']} label={t('procedures.editor.argTitle')}>
                      <Input aria-label={label('title')} maxLength={200} />
                    </Form.Item>
                    {draft?.type === 'member' && (
                      <Form.Item
                        name={[item.name, 'refId']}
                        label={t('procedures.editor.reference')}
                        rules={[{ required: true, message: t('procedures.editor.referenceRequired') }]}
                      >
                        <Select
                          aria-label={label('reference')}
                          showSearch={{ optionFilterProp: 'label' }}
                          loading={refs.isPending}
                          options={(refs.data ?? []).map((ref) => ({ value: ref.id, label: ref.name }))}
                          className="procedure-editor__pick"
                        />
                      </Form.Item>
                    )}
                    {draft?.type === 'scenario' && (
                      <>
                        <Form.Item name={[item.name, 'cubeFrom']} label={t('procedures.editor.cubeFrom')}>
                          <Radio.Group
                            aria-label={label('cubeFrom')}
                            options={[
                              { value: 'cube', label: t('procedures.editor.fixedCube') },
                              { value: 'argument', label: t('procedures.editor.cubeArgument') },
                            ]}
                          />
                        </Form.Item>
                        {draft.cubeFrom === 'argument' ? (
                          <Form.Item
                            name={[item.name, 'cubeArg']}
                            label={t('procedures.editor.cubeArgument')}
                            rules={[{ required: true, message: t('procedures.editor.cubeRequired') }]}
                          >
                            <Select
                              aria-label={label('cubeArg')}
                              options={drafts
                                .filter((other) => other?.type === 'cube' && other.name)
                                .map((other) => ({ value: other.name, label: other.name }))}
                              className="procedure-editor__pick"
                            />
                          </Form.Item>
                        ) : (
                          <Form.Item
                            name={[item.name, 'cubeId']}
                            label={t('procedures.editor.cube')}
                            rules={[{ required: true, message: t('procedures.editor.cubeRequired') }]}
                          >
                            <Select
                              aria-label={label('cube')}
                              showSearch={{ optionFilterProp: 'label' }}
                              loading={cubes.isPending}
                              options={(cubes.data ?? []).map((cube) => ({
                                value: cube.id,
                                label: cube.name,
                              }))}
                              className="procedure-editor__pick"
                            />
                          </Form.Item>
                        )}
                      </>
                    )}
                    {draft?.type !== 'boolean' && (
                      <Form.Item name={[item.name, 'default']} label={t('procedures.editor.default')}>
                        <Input aria-label={label('default')} />
                      </Form.Item>
                    )}
                    <Form.Item
                      name={[item.name, 'required']}
                      label={t('procedures.editor.required')}
                      valuePropName="checked"
                    >
                      <Switch aria-label={label('required')} />
                    </Form.Item>
                    <Button
                      className="procedure-editor__remove"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={label('remove')}
                      onClick={() => remove(item.name)}
                    />
                  </Space>
                );
              })}
              <Button
                icon={<PlusOutlined aria-hidden />}
                disabled={items.length >= procedureLimits.maxArguments}
                onClick={() => add({ name: '', type: 'text', required: false, cubeFrom: 'cube' })}
              >
                {t('procedures.editor.addArgument')}
              </Button>
            </>
          )}
        </Form.List>
      </fieldset>
      <Form.Item
        name="body"
        label={t('fields.procedures.body')}
        extra={t('procedures.editor.bodyHint')}
        rules={[{ required: true, whitespace: true, message: t('procedures.editor.bodyRequired') }]}
      >
        <Input.TextArea
          className="procedure-editor__body"
          autoSize={{ minRows: 8, maxRows: 30 }}
          maxLength={procedureLimits.maxBody}
          spellCheck={false}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('procedures.editor.save')}
      </Button>
    </Form>
  );
}
