import { Button, Checkbox, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './layout-page.tsx?raw';

function VerticalForm() {
  const { t } = useTranslation('demo');
  return (
    <Form layout="vertical" name="vertical">
      <Form.Item label={t('forms.labels.email')} name="email">
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('forms.labels.password')} name="password">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>{t('forms.labels.remember')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('forms.layout.signIn')}
      </Button>
    </Form>
  );
}

function HorizontalForm() {
  const { t } = useTranslation('demo');
  return (
    <Form layout="horizontal" name="horizontal" labelCol={{ sm: 8 }} wrapperCol={{ sm: 16 }}>
      <Form.Item label={t('forms.labels.fullName')} name="name">
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item label={t('forms.labels.email')} name="email">
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item wrapperCol={{ sm: { offset: 8, span: 16 } }}>
        <Button type="primary" htmlType="submit">
          {t('forms.layout.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}

function InlineForm() {
  const { t } = useTranslation('demo');
  return (
    <Form layout="inline" name="inline">
      <Form.Item label={t('forms.labels.username')} name="username">
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item label={t('forms.labels.password')} name="password">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('forms.layout.signIn')}
      </Button>
    </Form>
  );
}

function ColumnsForm() {
  const { t } = useTranslation('demo');
  const fields = ['firstName', 'lastName', 'city', 'company'] as const;
  return (
    <Form layout="vertical" name="columns">
      <Row gutter={16}>
        {fields.map((field) => (
          <Col key={field} xs={24} sm={12}>
            <Form.Item label={t(`forms.layout.${field}`)} name={field}>
              <Input />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit">
        {t('forms.layout.save')}
      </Button>
    </Form>
  );
}

/** /forms/form-layout: the same fields laid out vertically, horizontally, inline and in columns. */
export function Component() {
  return (
    <ExamplesPage
      page="layout"
      source={source}
      examples={[
        { name: 'VerticalForm', Component: VerticalForm },
        { name: 'HorizontalForm', Component: HorizontalForm },
        { name: 'InlineForm', Component: InlineForm },
        { name: 'ColumnsForm', Component: ColumnsForm },
      ]}
    />
  );
}
