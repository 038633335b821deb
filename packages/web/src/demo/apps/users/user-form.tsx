import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInput } from './user-api';
import { type DemoUser, userPlans, userRoles, userStatuses } from './user-model';

interface UserFormProps {
  user?: DemoUser;
  saving: boolean;
  onSave: (user: UserInput) => void;
  onCancel: () => void;
}

const blank: Partial<UserInput> = {
  role: 'subscriber',
  plan: 'basic',
  status: 'pending',
  company: '',
  country: '',
  contact: '',
};

/** The fields of a demo user, checked as the mock checks them; used to add and to edit. */
export function UserForm({ user, saving, onSave, onCancel }: UserFormProps) {
  const { t } = useTranslation('demo');
  const [form] = Form.useForm<UserInput>();
  useEffect(() => {
    if (user) form.setFieldsValue(user);
  }, [user, form]);
  const required = { required: true, whitespace: true, message: t('common.required') };
  const choices = (values: readonly string[], group: string) =>
    values.map((value) => ({ value, label: t(`users.${group}.${value}`) }));

  return (
    <Form<UserInput> form={form} layout="vertical" initialValues={blank} onFinish={onSave}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="fullName" label={t('users.fields.fullName')} rules={[required, { max: 120 }]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="username"
            label={t('users.fields.username')}
            rules={[required, { pattern: /^[a-z0-9._-]{3,40}$/i, message: t('users.form.badUsername') }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t('users.fields.email')}
            rules={[required, { type: 'email', message: t('common.badEmail') }]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contact" label={t('users.fields.contact')}>
            <Input type="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="company" label={t('users.fields.company')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="country" label={t('users.fields.country')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="role" label={t('users.fields.role')} rules={[required]}>
            <Select options={choices(userRoles, 'role')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="plan" label={t('users.fields.plan')} rules={[required]}>
            <Select options={choices(userPlans, 'plan')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="status" label={t('users.fields.status')} rules={[required]}>
            <Select options={choices(userStatuses, 'status')} />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </Space>
    </Form>
  );
}
