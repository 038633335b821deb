import type { QryRow } from '@cubus/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type CellPresenters, CellValue } from '../../../components/grid/cell-value';
import { runObjectName } from '../../../components/procedure-args/procedure-in-language';

/**
 * An action's steps by name (`stepNames`: a step's title, else what it runs), a built-in
 * procedure's (`stepBuiltins`, in the same order) in the user's language; none when not read.
 */
export function stepNamesOf(t: TFunction, row: QryRow): string[] | undefined {
  if (!Array.isArray(row.stepNames)) return undefined;
  const builtins = Array.isArray(row.stepBuiltins) ? (row.stepBuiltins as unknown[]) : [];
  return row.stepNames.map((name, index) => String(runObjectName(t, name ?? '', builtins[index])));
}

/** An action's steps by name, as tags (`stepNamesOf`). */
export function StepNames({ row }: { row: QryRow }) {
  const { t, i18n } = useTranslation();
  return (
    <CellValue
      value={stepNamesOf(t, row) ?? row.stepNames}
      field={{ type: 'tags' }}
      language={i18n.language}
      t={t}
    />
  );
}

/** The actions list says each action's steps as the user's language names them. */
export const actionCells: CellPresenters = {
  stepNames: { fields: ['stepNames', 'stepBuiltins'], render: (row) => <StepNames row={row} /> },
};
