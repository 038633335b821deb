import { Alert, Form, type FormInstance, type FormProps, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../lib/api-error';

interface FormDialogProps<Values> {
  /** The form's name: its fields' ids start with it. */
  name: string;
  title: ReactNode;
  okText: string;
  /** Saves the values; the dialog shows it busy meanwhile and stays open when it throws. */
  onSubmit: (values: Values) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
  /** Given when the caller watches fields (`Form.useWatch`); made here otherwise. */
  form?: FormInstance<Values>;
  open?: boolean;
  width?: number;
  danger?: boolean;
  requiredMark?: boolean;
  initialValues?: FormProps<Values>['initialValues'];
  /** False for a dialog whose submit may first ask for a confirmation: the values stay after it. */
  resetOnSubmit?: boolean;
  /**
   * Where a failure is told: the API client's toast (`toast`, the default), or under the form
   * (`inline`) where the dialog's own context explains it better.
   */
  errors?: 'toast' | 'inline';
}

/**
 * A dialog holding one form: OK submits it (Enter too), the button spins while `onSubmit` runs,
 * Cancel and Escape close it; a dialog that stays mounted opens empty again after either.
 * @example <FormDialog name="create-ref" title={t('refs.newTitle')} okText={t('refs.create')} onSubmit={create} onClose={close}>…</FormDialog>
 */
export function FormDialog<Values>({
  name,
  title,
  okText,
  onSubmit,
  onClose,
  children,
  form: given,
  open = true,
  width,
  danger,
  requiredMark,
  initialValues,
  errors = 'toast',
  resetOnSubmit = true,
}: FormDialogProps<Values>) {
  const { t } = useTranslation();
  const [made] = Form.useForm<Values>();
  const form = given ?? made;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const submit = async (values: Values) => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
      if (resetOnSubmit) form.resetFields();
    } catch (error) {
      // With `toast`, the API client has said why already.
      if (errors === 'inline') setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      width={width}
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={() => {
        setFailure(null);
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        requiredMark={requiredMark}
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
      >
        {children}
      </Form>
      {failure !== null && <Alert type="error" showIcon title={errorMessageOf(failure)} />}
    </Modal>
  );
}
