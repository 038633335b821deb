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
import {
  pivotAnswerSchema,
  pivotLayoutAnswerSchema,
  pivotLayoutReadSchema,
  pivotLayoutSaveSchema,
  pivotRequestSchema,
} from './pivot';

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
  }),
  write: apiRoute({
    path: '/api/cubes/write',
    body: cubeWriteSchema,
    answer: cubeWriteAnswerSchema,
    ability: ['update', 'cubes'],
  }),
  writeCells: apiRoute({
    path: '/api/cubes/write-cells',
    body: cubeWriteCellsSchema,
    answer: cubeWriteAnswerSchema,
    ability: ['update', 'cubes'],
  }),
  undo: apiRoute({
    path: '/api/cubes/undo',
    body: cubeUndoSchema,
    answer: cubeWriteAnswerSchema,
    ability: ['update', 'cubes'],
  }),
  copyScenario: apiRoute({
    path: '/api/cubes/copy-scenario',
    body: copyScenarioSchema,
    answer: cubeWriteAnswerSchema,
    ability: ['update', 'cubes'],
  }),
  previewCopy: apiRoute({
    path: '/api/cubes/copy-scenario-preview',
    body: copyScenarioPreviewSchema,
    answer: copyScenarioPreviewAnswerSchema,
    ability: ['update', 'cubes'],
  }),

  layout: apiRoute({
    path: '/api/cubes/layout',
    body: pivotLayoutReadSchema,
    answer: pivotLayoutAnswerSchema,
    ability: ['read', 'cubes'],
  }),
  saveLayout: apiRoute({
    path: '/api/cubes/save-layout',
    body: pivotLayoutSaveSchema,
    answer: pivotLayoutAnswerSchema,
    ability: ['read', 'cubes'],
  }),
  changes: apiRoute({
    path: '/api/cubes/changes',
    body: cubeChangesSchema,
    answer: z.object({ changes: z.array(cubeChangeSchema) }),
    ability: ['read', 'cubes'],
  }),
  structure: apiRoute({
    path: '/api/cubes/structure',
    body: cubeStructureSchema,
    answer: cubeStructureAnswerSchema,
    ability: ['update', 'cubes'],
  }),
  suggest: apiRoute({
    path: '/api/cubes/suggest',
    body: cubeSuggestSchema,
    answer: cubeSuggestAnswerSchema,
    ability: ['create', 'cubes'],
  }),
  generate: apiRoute({
    path: '/api/cubes/generate',
    body: cubeGenerateSchema,
    answer: cubeGenerateAnswerSchema,
    ability: ['create', 'cubes'],
  }),
};
