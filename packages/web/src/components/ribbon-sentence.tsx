import type { QryRow } from '@cubus/shared';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '../lib/routes';

interface CellPart {
  dimension: string;
  member: string;
}

/** What a line's details add to its sentence, as words: numbers in the user's language, members by name. */
function sentenceValues(row: QryRow, language: string, empty: string): Record<string, string | number> {
  const details = (row.details ?? {}) as Record<string, unknown>;
  const number = (value: unknown) =>
    typeof value === 'number' ? value.toLocaleString(language, { maximumFractionDigits: 6 }) : empty;
  const cell = Array.isArray(details.cell) ? (details.cell as CellPart[]) : [];
  return {
    actor: String(row.actor),
    object: row.object ? String(row.object) : '',
    count: number(details.count ?? 1),
    value: number(details.value),
    previous: number(details.previous),
    cell: cell.map((part) => part.member).join(' · '),
    measure: typeof details.measure === 'string' ? details.measure : '',
    from: String(details.from ?? ''),
    to: String(details.to ?? ''),
    factor: number(details.factor),
    cells: number(details.cells),
    user: String(details.user ?? ''),
    message: String(details.message ?? ''),
    rowsLoaded: number(details.rowsLoaded),
    rowsRejected: number(details.rowsRejected),
  };
}

/**
 * One Ribbon line as a sentence in the user's language ("Anna wrote 1,200 into Sales · North ·
 * 2024-03 · Budget (was 1,000)"), the object a link to its own screen. Every action has its
 * sentence (`ribbon.actions.<action>`); nothing is shown as a code, an id or JSON.
 */
export function RibbonSentence({ row }: { row: QryRow }) {
  const { t, i18n } = useTranslation();
  const action = String(row.action);
  const kind = row.kind ? String(row.kind) : null;
  const objectId = row.objectId ? String(row.objectId) : null;
  const link =
    kind && objectId && kind !== 'ribbon'
      ? pathFor('cubus-recordpage', { object: kind, record: objectId })
      : null;
  const values = sentenceValues(row, i18n.language, t('ribbon.emptyValue'));
  const cleared = action === 'cube.write' && (row.details as { value?: unknown } | null)?.value === null;
  return (
    <Trans
      i18nKey={`ribbon.actions.${cleared ? 'cube.clear' : action}`}
      defaults={t('ribbon.actions.unknown', { action })}
      values={values}
      components={{
        b: <strong />,
        o: link ? <Link to={link} /> : <em />,
      }}
    />
  );
}
