import type { QryRow } from '@cubus/shared';
import { useTranslation } from 'react-i18next';
import { type CellPresenters, CellValue } from '../../../components/grid/cell-value';
import { runObjectName } from '../../../components/procedure-args/procedure-in-language';

/** An action's steps by name, a built-in procedure's (`stepBuiltins`, in the same order) in the user's language. */
export function StepNames({ row }: { row: QryRow }) {
  const { t, i18n } = useTranslation();
  const builtins = Array.isArray(row.stepBuiltins) ? (row.stepBuiltins as unknown[]) : [];
  const names = Array.isArray(row.stepNames)
    ? row.stepNames.map((name, index) => runObjectName(t, name, builtins[index]))
    : row.stepNames;
  return <CellValue value={names} field={{ type: 'tags' }} language={i18n.language} t={t} />;
}

/** The actions list says each action's steps as the user's language names them. */
export const actionCells: CellPresenters = {
  stepNames: { fields: ['stepNames', 'stepBuiltins'], render: (row) => <StepNames row={row} /> },
};
