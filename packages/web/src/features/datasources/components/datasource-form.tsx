import { ApiOutlined } from '@ant-design/icons';
import { type DatasourceType, type DatasourceValues, datasourceTypes, type QryRow } from '@cubus/shared';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/api-error';
import { qry } from '../../../lib/qry-client';
import { toastSuccess } from '../../../lib/toast';
import { datasourcesApi } from '../api/datasources-api';
import { defaultPorts, type DatasourceForm as FormValues, formOf, valuesOf } from './datasource-values';

type TestResult = { ok: true; version: string } | { ok: false; message: string; detail: string } | null;

function serverText(error: unknown): string {
  const data = (error as { response?: { data?: { error?: { message?: unknown } } } }).response?.data;
  return typeof data?.error?.message === 'string' ? data.error.message : '';
}

/**
 * Create or edit a data source, per type: a database's host, port, database, user, password and
 * TLS; a files source's folder. A saved password is never shown: left empty it stays, and it can
 * be cleared. Test tries the settings as they stand in the form.
 */
export function DatasourceForm({
  row,
  canEdit,
  onSaved,
}: {
  row: QryRow | null;
  canEdit: boolean;
  onSaved: (row: QryRow) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const type = (Form.useWatch('type', form) ?? row?.type ?? 'postgres') as DatasourceType;
  const [result, setResult] = useState<TestResult>(null);
  const [busy, setBusy] = useState<'test' | 'save' | null>(null);
  const id = row ? String(row.id) : null;
  const hasPassword = row?.hasPassword === true;

  const test = async () => {
    setBusy('test');
    setResult(null);
    try {
      const answer = await datasourcesApi.test(id, valuesOf(form.getFieldsValue(true), hasPassword));
      setResult({ ok: true, version: answer.version });
    } catch (error) {
      setResult({ ok: false, message: errorMessageOf(error), detail: serverText(error) });
    } finally {
      setBusy(null);
    }
  };

  const save = async (values: FormValues) => {
    setBusy('save');
    try {
      const sent: Partial<DatasourceValues> = valuesOf(values, hasPassword);
      const saved = row
        ? await qry.update('datasources', String(row.id), Number(row.version), sent)
        : await qry.create('datasources', sent);
      toastSuccess(t('datasources.saved'));
      form.setFieldsValue({ password: '', clearPassword: false });
      onSaved(saved);
    } catch {
      // The client's toast said why.
    } finally {
      setBusy(null);
    }
  };

  const isDatabase = type !== 'files';
  return (
    <Form
      form={form}
      name="datasource"
      layout="vertical"
      initialValues={formOf(row)}
      disabled={!canEdit}
      onFinish={(values) => void save(values)}
      onValuesChange={(changed: Partial<FormValues>) => {
        setResult(null);
        if (changed.type && changed.type !== 'files')
          form.setFieldValue('port', defaultPorts[changed.type as Exclude<DatasourceType, 'files'>]);
      }}
    >
      <Form.Item
        name="name"
        label={t('fields.datasources.name')}
        rules={[{ required: true, whitespace: true, max: 200, message: t('datasources.nameRequired') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="type" label={t('fields.datasources.type')}>
        <Select
          options={datasourceTypes.map((value) => ({ value, label: t(`datasources.types.${value}`) }))}
        />
      </Form.Item>
      {isDatabase ? (
        <>
          <Space.Compact block>
            <Form.Item
              name="host"
              label={t('fields.datasources.host')}
              rules={[{ required: true, whitespace: true, message: t('datasources.hostRequired') }]}
              style={{ flex: 1 }}
            >
              <Input autoComplete="off" placeholder="db.example.com" />
            </Form.Item>
            <Form.Item name="port" label={t('fields.datasources.port')}>
              <InputNumber min={1} max={65535} />
            </Form.Item>
          </Space.Compact>
          <Form.Item name="database" label={t('fields.datasources.database')}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="username" label={t('fields.datasources.username')}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('datasources.password')}
            extra={hasPassword ? t('datasources.passwordKept') : undefined}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          {hasPassword && (
            <Form.Item name="clearPassword" valuePropName="checked">
              <Checkbox>{t('datasources.clearPassword')}</Checkbox>
            </Form.Item>
          )}
          <Form.Item name="ssl" label={t('fields.datasources.ssl')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="path"
          label={t('fields.datasources.path')}
          extra={t('datasources.pathHint')}
          rules={[{ required: true, whitespace: true, message: t('datasources.pathRequired') }]}
        >
          <Input autoComplete="off" placeholder="sales/2024" />
        </Form.Item>
      )}
      <Form.Item name="description" label={t('fields.datasources.description')}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <div aria-live="polite">
        {result?.ok === true && (
          <Alert
            type="success"
            showIcon
            title={t('datasources.testOk')}
            description={result.version}
            data-testid="datasource-test-result"
          />
        )}
        {result?.ok === false && (
          <Alert
            type="error"
            showIcon
            title={result.message}
            description={result.detail || undefined}
            data-testid="datasource-test-result"
          />
        )}
      </div>
      <Space className="datasource-form__buttons" wrap>
        <Button icon={<ApiOutlined aria-hidden />} loading={busy === 'test'} onClick={() => void test()}>
          {t('datasources.test')}
        </Button>
        <Button type="primary" htmlType="submit" loading={busy === 'save'}>
          {row ? t('common.save') : t('datasources.create')}
        </Button>
      </Space>
    </Form>
  );
}
