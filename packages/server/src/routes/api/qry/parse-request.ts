import { checkFilterBounds, type ErrorCode, type ParsedQryRequest, qryRequestSchema } from '@cubus/shared';
import type { z } from 'zod';
import { queryError } from '../../../engine/compiler/query-error';

/** `['filter', 'childnodes', 0, 'op']` → `filter.childnodes[0].op`. */
export function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === 'number') return `${text}[${part}]`;
    return text ? `${text}.${String(part)}` : String(part);
  }, '');
}

function codeOf(issue: z.core.$ZodIssue): ErrorCode {
  const last = issue.path.at(-1);
  if (last === 'value' || issue.path.includes('value')) return 'invalid_value';
  if (last === 'op' && issue.path.includes('conditions')) return 'invalid_operator';
  if (last === 'operand') return 'invalid_operator';
  return 'invalid_query';
}

/**
 * A `/api/qry` body checked in two steps: the filter's size and depth first, without recursion,
 * then the schema; the first problem is a 400 with its code and `details.path`.
 * @example parseQryRequest({op: 'select', object: 'todo', limit: 20000}) // ok; the compiler refuses the limit
 */
export function parseQryRequest(body: unknown, root = ''): ParsedQryRequest {
  const prefix = root ? `${root}.` : '';
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const match =
    typeof record.match === 'object' && record.match !== null
      ? (record.match as Record<string, unknown>)
      : {};
  const breach =
    checkFilterBounds(record.filter, `${prefix}filter`) ??
    checkFilterBounds(match.filter, `${prefix}match.filter`);
  if (breach)
    throw queryError(
      breach.code,
      breach.path,
      breach.code === 'filter_too_deep' ? 'The filter is nested deeper than 16' : 'More than 500 conditions',
    );
  const parsed = qryRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) throw queryError('invalid_query', root, 'Not a qry request');
  const keys = issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [];
  throw queryError(codeOf(issue), `${prefix}${pathText([...issue.path, ...keys])}`, issue.message);
}
