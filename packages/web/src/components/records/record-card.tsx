import type { FieldInfo, QryRow, SchemaAnswer } from '@cubus/shared';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellPresenters } from '../grid/cell-value';
import { RecordEditor } from './record-editor';

export type CardTarget = { id: string | number | null } | null;

/** The record card: one record (or a new one) in a side panel over its grid. */
export function RecordCard({
  object,
  schema,
  target,
  titleOf,
  cells,
  onTarget,
  onSaved,
}: {
  object: string;
  schema: SchemaAnswer;
  target: CardTarget;
  titleOf: (field: FieldInfo) => string;
  cells?: CellPresenters | undefined;
  onTarget: (target: CardTarget) => void;
  onSaved: (row: QryRow) => void;
}) {
  const { t } = useTranslation();
  // The drawer mounts at its first open and stays for its closing motion: closed, it would still
  // build antd's drawer styles as every grid first renders, before its rows.
  const [opened, setOpened] = useState(false);
  if (!opened && target !== null) setOpened(true);
  const close = () => onTarget(null);
  if (!opened && target === null) return null;
  return (
    <Drawer
      open={target !== null}
      onClose={close}
      size={520}
      title={target?.id === null ? t('records.newRecord') : t('records.recordCard')}
      destroyOnHidden
      closable={{ 'aria-label': t('records.cancel') }}
      className="record-card"
    >
      {target && (
        <RecordEditor
          key={String(target.id)}
          object={object}
          schema={schema}
          id={target.id}
          titleOf={titleOf}
          cells={cells}
          onClose={close}
          onSaved={onSaved}
          onNavigate={(id) => onTarget({ id })}
        />
      )}
    </Drawer>
  );
}
