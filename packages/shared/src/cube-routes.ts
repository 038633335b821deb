import { apiRoute } from './api-route';
import {
  copyScenarioPreviewAnswerSchema,
  copyScenarioPreviewSchema,
  copyScenarioSchema,
  cubeUndoSchema,
  cubeWriteAnswerSchema,
  cubeWriteSchema,
} from './cubes';
import { pivotAnswerSchema, pivotRequestSchema } from './pivot';

/** The planning calls of a cube the pivot makes (their bodies and answers: `cubes.ts`, `pivot.ts`). */
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
};
