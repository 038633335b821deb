import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './modal-page.tsx?raw';

// #region basic
function BasicModal() {
  const { t } = useTranslation('demo');
  const [open, setOpen] = useState(false);
  // antd gives the focus back to the button that opened the dialog when it closes.
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('showcase.openDialog')}
      </Button>
      <Modal
        title={t('showcase.dialogTitle')}
        open={open}
        onOk={() => setOpen(false)}
        onCancel={() => setOpen(false)}
        okText={t('showcase.ok')}
        cancelText={t('showcase.cancel')}
      >
        <p>{t('showcase.sentence')}</p>
      </Modal>
    </>
  );
}
// #endregion

// #region form
function FormModal() {
  const { t } = useTranslation('demo');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [form] = Form.useForm<{ name: string }>();
  return (
    <Space orientation="vertical">
      <Button onClick={() => setOpen(true)}>{t('showcase.enterName')}</Button>
      <span aria-live="polite">{name && t('showcase.hello', { name })}</span>
      <Modal
        title={t('showcase.enterName')}
        open={open}
        okText={t('showcase.save')}
        cancelText={t('showcase.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => {
            setName(values.name);
            setOpen(false);
          }}
        >
          <Form.Item
            name="name"
            label={t('showcase.name')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Input autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
// #endregion

/** /components/modal: a dialog that returns the focus on closing, and one with a validated form. */
const examples: ShowcaseExample[] = [
  ['basic', BasicModal],
  ['form', FormModal],
];

export function Component() {
  return <Showcase group="demoComponents" page="modal" source={source} examples={examples} />;
}
