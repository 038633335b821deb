import { tableIdentifierPattern } from '@cubus/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The name of a new or renamed dimension or measure: required, an identifier. */
export function NameField({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="name"
      label={label}
      rules={[
        { required: true, message: t('cubes.required') },
        { pattern: tableIdentifierPattern, message: t('cubes.identifierRule') },
      ]}
    >
      <Input autoComplete="off" />
    </Form.Item>
  );
}
