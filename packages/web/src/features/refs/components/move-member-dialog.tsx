import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/api-error';
import { qry } from '../../../lib/qry-client';
import { refChildren } from '../../../lib/refs-client';
import type { MoveTarget } from '../tree-drop';

const root = '\u0000root';
const last = '\u0000last';

/** Move to…: the keyboard's way to put a member under another (or at the top) and before a sibling. */
export function MoveMemberDialog({
  refId,
  code,
  onClose,
  onMove,
}: {
  refId: string;
  code: string;
  onClose: () => void;
  onMove: (target: MoveTarget) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [parent, setParent] = useState<string>(root);
  const [before, setBefore] = useState<string>(last);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const parents = useQuery({
    queryKey: ['qry', 'members', refId, search],
    queryFn: () =>
      qry.select({ op: 'select', object: `ref:${refId}`, search, fields: ['code', 'name'], limit: 50 }),
  });
  const parentCode = parent === root ? null : parent;
  const siblings = useQuery({
    queryKey: ['refs', 'tree', refId, parentCode],
    queryFn: () => refChildren(refId, parentCode),
  });
  const move = async () => {
    setBusy(true);
    setError(null);
    try {
      await onMove({ parent: parentCode, before: before === last ? null : before });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('refs.tree.moveTitle', { code })}
      okText={t('refs.tree.move')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void move()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" name="move-member">
        <Form.Item label={t('refs.tree.newParent')} htmlFor="move-member-parent">
          <Select
            id="move-member-parent"
            showSearch={{ searchValue: search, onSearch: setSearch, filterOption: false }}
            value={parent}
            onChange={(value) => {
              setParent(value);
              setBefore(last);
              setSearch('');
            }}
            options={[
              { value: root, label: t('refs.tree.topLevel') },
              ...(parents.data?.rows ?? [])
                .filter((row) => row.code !== code)
                .map((row) => ({
                  value: String(row.code),
                  label: `${String(row.name)} (${String(row.code)})`,
                })),
            ]}
          />
        </Form.Item>
        <Form.Item label={t('refs.tree.position')} htmlFor="move-member-before">
          <Select
            id="move-member-before"
            value={before}
            onChange={setBefore}
            options={[
              { value: last, label: t('refs.tree.last') },
              ...(siblings.data ?? [])
                .filter((m) => m.code !== code)
                .map((m) => ({ value: m.code, label: t('refs.tree.before', { name: m.name || m.code }) })),
            ]}
          />
        </Form.Item>
      </Form>
      {error !== null && <Alert type="error" showIcon title={errorMessageOf(error)} />}
    </Modal>
  );
}
