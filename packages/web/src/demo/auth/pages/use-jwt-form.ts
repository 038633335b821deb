import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type JwtAnswer, postJwt } from './auth-api';

/**
 * A sign-in sample's form and its call: while it runs the button waits; the mock's messages land on
 * their fields in the reader's language; `done` holds the answer once it succeeded.
 */
export function useJwtForm<V extends object, T>(path: string) {
  const { t } = useTranslation('demo');
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);

  /** Sends `values` (the form's, less what only the page checks, such as a confirmation). */
  const submit = async (values: Partial<V>) => {
    setBusy(true);
    setFailed(false);
    let answer: JwtAnswer<T>;
    try {
      answer = await postJwt<T>(path, values);
    } catch {
      setFailed(true);
      setBusy(false);
      return;
    }
    setBusy(false);
    if (answer.ok) {
      setDone(answer.body);
      return;
    }
    const fields = Object.entries(answer.errors).filter(([, keys]) => keys.length > 0);
    if (fields.length === 0) setFailed(true);
    (form as FormInstance).setFields(
      fields.map(([name, keys]) => ({ name, errors: keys.map((key) => t(`authDemo.messages.${key}`)) })),
    );
  };

  return { form, busy, done, failed, submit, again: () => setDone(null) };
}
