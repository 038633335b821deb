import type { QryRow } from '@cubus/shared';
import { Modal, Radio, Space } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateCubeDialog } from './create-cube-dialog';
import { GenerateCubeWizard } from './generate-cube-wizard';

export type Start = 'table' | 'empty';

/**
 * "New cube", the Cubes screen's one way to start: from a data table (the default, its columns
 * proposed as dimensions and measures) or empty; the chosen way's own dialog takes over.
 */
export function NewCubeDialog({
  start: given = null,
  onClose,
  onOpen,
}: {
  /** A way already chosen (a link from an import's result: `?new=table&table=<id>`). */
  start?: Start | null;
  onClose: () => void;
  onOpen: (cubeId: string) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [choice, setChoice] = useState<Start>('table');
  const [start, setStart] = useState<Start | null>(given);
  if (start === 'table') return <GenerateCubeWizard onClose={onClose} onOpen={onOpen} />;
  if (start === 'empty')
    return <CreateCubeDialog onClose={onClose} onCreated={(row: QryRow) => onOpen(String(row.id))} />;
  const option = (value: Start, title: string, hint: string) => (
    <Radio value={value}>
      <strong>{title}</strong>
      <div className="muted">{hint}</div>
    </Radio>
  );
  return (
    <Modal
      open
      title={t('cubes.add')}
      okText={t('cubes.newCube.next')}
      cancelText={t('common.cancel')}
      onOk={() => setStart(choice)}
      onCancel={onClose}
    >
      <p id={labelId}>{t('cubes.newCube.how')}</p>
      <Radio.Group
        aria-labelledby={labelId}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      >
        <Space direction="vertical">
          {option('table', t('cubes.newCube.fromTable'), t('cubes.newCube.fromTableHint'))}
          {option('empty', t('cubes.newCube.empty'), t('cubes.newCube.emptyHint'))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
