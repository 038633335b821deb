import { Alert, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DeleteDomainDialogProps {
  name: string | null;
  busy: boolean;
  onConfirm: (confirmName: string) => void;
  onClose: () => void;
}

/** Deleting a domain removes its data for good: the operator types its name to confirm. */
export function DeleteDomainDialog({ name, busy, onConfirm, onClose }: DeleteDomainDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (name) setTyped('');
  }, [name]);
  const matches = name !== null && typed === name;
  return (
    <Modal
      open={name !== null}
      title={t('domains.deleteTitle', { name: name ?? '' })}
      okText={t('domains.delete')}
      okButtonProps={{ danger: true, disabled: !matches }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => matches && onConfirm(typed)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="error" showIcon title={t('domains.deleteWarning')} style={{ marginBottom: 12 }} />
      <label htmlFor="delete-domain-confirm" className="field-label">
        {t('domains.typeName', { name: name ?? '' })}
      </label>
      <Input
        id="delete-domain-confirm"
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={() => matches && onConfirm(typed)}
      />
    </Modal>
  );
}
