import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../components/status-tag';
import { formatDay, formatMoney } from '../demo-format';
import { statusTones } from './employee-api';
import type { EmployeeRow } from './good-table-data';

/** The row an action opened, in a dialog; closing it goes back to the table. */
export function EmployeeDetails({ row, onClose }: { row: EmployeeRow | null; onClose: () => void }) {
  const { t } = useTranslation('demo');
  return (
    <Modal open={row !== null} title={row?.fullName} onCancel={onClose} footer={null} destroyOnHidden>
      {row && (
        <Descriptions
          column={1}
          items={[
            { key: 'email', label: t('tables.headers.email'), children: row.email },
            { key: 'date', label: t('tables.headers.date'), children: formatDay(row.startDate) },
            { key: 'salary', label: t('tables.headers.salary'), children: formatMoney(row.salary) },
            {
              key: 'status',
              label: t('tables.headers.status'),
              children: (
                <StatusTag tone={statusTones[row.status]}>{t(`tables.status.${row.status}`)}</StatusTag>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
