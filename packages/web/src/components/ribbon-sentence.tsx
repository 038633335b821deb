import type { QryRow } from '@cubus/shared';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cubeLink } from '../lib/cube-links';
import { objectEditorPath } from '../lib/object-editors';
import { pathFor } from '../lib/routes';
import { runObjectName } from './procedure-args/procedure-in-language';

interface CellPart {
  dimension: string;
  member: string;
  /** The member's code (lines logged before links to the cell have none). */
  code?: string;
}

/**
 * A run's line from before runs were logged by their object's name holds the run's id instead. A
 * pattern, not zod: the dashboard shows these lines, and zod loads with the pages that need it.
 */
const runId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const namedObject = (object: unknown, unnamed: string) =>
  !object ? '' : typeof object === 'string' && runId.test(object) ? unnamed : String(object);

/**
 * A line's object in words: a built-in procedure's run by its name in the user's language (marked
 * on a live line's details, or by the server as it reads the log), anything else as logged.
 */
export const ribbonObjectName = (row: QryRow, t: TFunction): string =>
  runObjectName(
    t,
    namedObject(row.object, t('ribbon.unnamedObject')),
    row.builtin ?? (row.details as { builtin?: unknown } | null)?.builtin,
  );

/** What a line's details add to its sentence, as words: numbers in the user's language, members by name. */
function sentenceValues(
  row: QryRow,
  language: string,
  words: { empty: string; object: string },
): Record<string, string | number> {
  const { empty } = words;
  const details = (row.details ?? {}) as Record<string, unknown>;
  const number = (value: unknown) =>
    typeof value === 'number' ? value.toLocaleString(language, { maximumFractionDigits: 6 }) : empty;
  const cell = Array.isArray(details.cell) ? (details.cell as CellPart[]) : [];
  return {
    actor: String(row.actor),
    object: words.object,
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

/** Where a line's object link goes: a written cell opens the pivot at that cell, the rest their own screen or record. */
function linkOf(action: string, kind: string, objectId: string, details: unknown): string {
  const cell = (details as { cell?: CellPart[] } | null)?.cell;
  if (action === 'cube.write' && Array.isArray(cell) && cell.every((part) => part.code !== undefined))
    return cubeLink(objectId, {
      at: cell.map((part) => ({ dimension: part.dimension, code: String(part.code) })),
    });
  return objectEditorPath(kind, objectId) ?? pathFor('cubus-recordpage', { object: kind, record: objectId });
}

/** A line's object alone, as its sentence says it (the grid's object column). */
export function RibbonObject({ row }: { row: QryRow }) {
  const { t } = useTranslation();
  return <>{ribbonObjectName(row, t)}</>;
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
  const link = kind && objectId && kind !== 'ribbon' ? linkOf(action, kind, objectId, row.details) : null;
  const values = sentenceValues(row, i18n.language, {
    empty: t('ribbon.emptyValue'),
    object: ribbonObjectName(row, t),
  });
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
