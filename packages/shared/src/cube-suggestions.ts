import { z } from 'zod';
import { timeLevels } from './refs';

/**
 * Why the cube wizard proposes a column's role: few distinct values (a dimension), a number (a
 * measure, summed), a date (a calendar dimension), an identifier or free text (left out: one
 * member per row says nothing), or no values at all.
 */
export const columnReasons = ['few_values', 'number', 'date', 'identifier', 'free_text', 'empty'] as const;
export type ColumnReason = (typeof columnReasons)[number];

/** A dimension proposed from text is at most this many members (more reads as free text). */
export const suggestedMaxMembers = 1000;

/** `POST /api/cubes/suggest {tableId}` → what the wizard proposes for each of a data table's columns. Create on `cubes`. */
export const cubeSuggestSchema = z.strictObject({ tableId: z.uuid() });

/**
 * One column's proposal, from the warehouse's statistics of the whole table: its type, distinct
 * values (NULL not counted), role and why; for a date or timestamp column its years and the time
 * references that cover them (deepest leaf level first), each matched at its own level.
 */
export const columnSuggestionSchema = z.object({
  column: z.string(),
  type: z.string(),
  distinct: z.number().int(),
  role: z.enum(['dimension', 'measure', 'none']),
  reason: z.enum(columnReasons),
  calendar: z
    .object({
      from: z.number().int(),
      to: z.number().int(),
      refs: z.array(z.object({ id: z.string(), name: z.string(), level: z.enum(timeLevels) })),
    })
    .optional(),
});
export type ColumnSuggestion = z.infer<typeof columnSuggestionSchema>;
export const cubeSuggestAnswerSchema = z.object({
  rows: z.number().int(),
  columns: z.array(columnSuggestionSchema),
});
export type CubeSuggestions = z.infer<typeof cubeSuggestAnswerSchema>;
