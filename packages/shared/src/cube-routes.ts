import { z } from 'zod';
import { apiRoute } from './api-route';
import { cubeStructureAnswerSchema, cubeStructureSchema } from './cube-structure';
import { cubeSuggestAnswerSchema, cubeSuggestSchema } from './cube-suggestions';
import {
  copyScenarioPreviewAnswerSchema,
  copyScenarioPreviewSchema,
  copyScenarioSchema,
  cubeChangeSchema,
  cubeChangesSchema,
  cubeGenerateAnswerSchema,
  cubeGenerateSchema,
  cubeUndoSchema,
  cubeWriteAnswerSchema,
  cubeWriteCellsSchema,
  cubeWriteSchema,
} from './cubes';
import type { ErrorCode } from './errors';
import {
  pivotAnswerSchema,
  pivotLayoutAnswerSchema,
  pivotLayoutReadSchema,
  pivotLayoutSaveSchema,
  pivotRequestSchema,
} from './pivot';

/** Any call on a cube: the cube or a reference of it gone, or changed since it was read. */
const cubeErrors = ['not_found', 'reference_missing', 'conflict'] as const satisfies readonly ErrorCode[];

/** A write's cells: the members they name, the value, the versions. */
const cellErrors = [
  ...cubeErrors,
  'unknown_field',
  'member_not_found',
  'member_inactive',
  'no_leaves',
  'cell_not_leaf',
  'duplicate_cell',
  'invalid_value',
  'measure_not_number',
  'measure_not_writable',
  'version_required',
  'version_single',
] as const satisfies readonly ErrorCode[];

/**
 * The calls of cubes beside `/api/qry` (their bodies and answers: `cubes.ts`, `pivot.ts`,
 * `cube-structure.ts`): reading (`pivot`, `changes`, and each reader's own `layout`), writing
 * (`write`, `writeCells`, `undo`, `copyScenario` and its preview, `structure`; viewers get 403), `suggest` and
 * `generate` (create: the wizard's proposal; a job, answered 201).
 */
export const cubeRoutes = {
  pivot: apiRoute({
    path: '/api/cubes/pivot',
    body: pivotRequestSchema,
    answer: pivotAnswerSchema,
    ability: ['read', 'cubes'],
    errors: [
      ...cubeErrors,
      'unknown_field',
      'member_not_found',
      'version_single',
      'pivot_too_large',
      'pivot_timeout',
    ],
  }),
  write: apiRoute({
    path: '/api/cubes/write',
    body: cubeWriteSchema,
    answer: cubeWriteAnswerSchema,
    ability: ['update', 'cubes'],
    errors: cellErrors,
  }),
  writeCells: apiRoute({
    path: '/api/cubes/write-cells',
    body: cubeWriteCellsSchema,
    answer: cubeWriteAnswerSchema,
    ability: ['update', 'cubes'],
    errors: cellErrors,
  }),
  undo: apiRoute({
    path: '/api/cubes/undo',
    body: cubeUndoSchema,
    answer: cubeWriteAnswerSchema,
    ability: ['update', 'cubes'],
    errors: [...cubeErrors, 'nothing_to_undo', 'undo_conflict', 'undo_structure'],
  }),
  copyScenario: apiRoute({
    path: '/api/cubes/copy-scenario',
    body: copyScenarioSchema,
    answer: cubeWriteAnswerSchema,
    ability: ['update', 'cubes'],
    errors: [...cubeErrors, 'member_not_found', 'no_scenario', 'same_scenario'],
  }),
  previewCopy: apiRoute({
    path: '/api/cubes/copy-scenario-preview',
    body: copyScenarioPreviewSchema,
    answer: copyScenarioPreviewAnswerSchema,
    ability: ['update', 'cubes'],
    errors: [...cubeErrors, 'member_not_found', 'no_scenario', 'same_scenario'],
  }),

  layout: apiRoute({
    path: '/api/cubes/layout',
    body: pivotLayoutReadSchema,
    answer: pivotLayoutAnswerSchema,
    ability: ['read', 'cubes'],
    errors: ['not_found'],
  }),
  saveLayout: apiRoute({
    path: '/api/cubes/save-layout',
    body: pivotLayoutSaveSchema,
    answer: pivotLayoutAnswerSchema,
    ability: ['read', 'cubes'],
    errors: ['not_found'],
  }),
  changes: apiRoute({
    path: '/api/cubes/changes',
    body: cubeChangesSchema,
    answer: z.object({ changes: z.array(cubeChangeSchema) }),
    ability: ['read', 'cubes'],
    errors: ['not_found'],
  }),
  structure: apiRoute({
    path: '/api/cubes/structure',
    body: cubeStructureSchema,
    answer: cubeStructureAnswerSchema,
    ability: ['update', 'cubes'],
    errors: [
      ...cubeErrors,
      'unknown_field',
      'name_taken',
      'reference_unknown',
      'member_required',
      'member_not_found',
      'member_not_leaf',
      'cube_last_measure',
      'cube_last_dimension',
      'calendar_needs_date',
      'calendar_too_long',
    ],
  }),
  suggest: apiRoute({
    path: '/api/cubes/suggest',
    body: cubeSuggestSchema,
    answer: cubeSuggestAnswerSchema,
    ability: ['create', 'cubes'],
    errors: ['not_found'],
  }),
  generate: apiRoute({
    path: '/api/cubes/generate',
    body: cubeGenerateSchema,
    answer: cubeGenerateAnswerSchema,
    ability: ['create', 'cubes'],
    errors: [
      'not_found',
      'name_taken',
      'reference_unknown',
      'column_missing',
      'time_reference_fixed',
      'calendar_needs_date',
      'calendar_too_long',
      'job_queue_full',
    ],
  }),
};
