import {
  copyScenarioPreviewSchema,
  copyScenarioSchema,
  cubeChangesSchema,
  cubeGenerateSchema,
  cubeStructureSchema,
  cubeUndoSchema,
  cubeWriteSchema,
  pivotLayoutReadSchema,
  pivotLayoutSaveSchema,
  pivotRequestSchema,
} from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize, caller } from '../../plugins/auth';
import { copyScenario, previewCopy } from './copy-scenario';
import { listChanges, undoChange } from './cube-changes';
import { changeStructure } from './cube-structure';
import { generateCube } from './generate-cube';
import { readLayout, saveLayout } from './pivot-layout';
import { runPivot } from './run-pivot';
import { writeCell } from './write-cell';

/**
 * The calls of cubes beside `/api/qry` (shapes in shared `cubes.ts` and `pivot.ts`): `pivot` and
 * `changes` (read), `layout` and `save-layout` (read: each reader keeps their own), `structure`,
 * `write`, `undo`, `copy-scenario` and its `copy-scenario-preview` (update: viewers get 403), `generate`
 * (create, a job).
 */
export const cubesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/cubes/pivot',
    { onRequest: authorize('read', 'cubes'), schema: { body: pivotRequestSchema } },
    async (request) => runPivot(app, caller(request).domain.id, request.body),
  );
  app.post(
    '/api/cubes/layout',
    { onRequest: authorize('read', 'cubes'), schema: { body: pivotLayoutReadSchema } },
    async (request) => readLayout({ auth: caller(request), app }, request.body.cubeId),
  );
  app.post(
    '/api/cubes/save-layout',
    { onRequest: authorize('read', 'cubes'), schema: { body: pivotLayoutSaveSchema } },
    async (request) => saveLayout({ auth: caller(request), app }, request.body.cubeId, request.body.layout),
  );
  app.post(
    '/api/cubes/changes',
    { onRequest: authorize('read', 'cubes'), schema: { body: cubeChangesSchema } },
    async (request) => ({ changes: await listChanges({ auth: caller(request), app }, request.body) }),
  );
  app.post(
    '/api/cubes/write',
    { onRequest: authorize('update', 'cubes'), schema: { body: cubeWriteSchema } },
    async (request) => writeCell({ auth: caller(request), app }, request.body),
  );
  app.post(
    '/api/cubes/structure',
    { onRequest: authorize('update', 'cubes'), schema: { body: cubeStructureSchema } },
    async (request) => changeStructure({ auth: caller(request), app }, request.body),
  );
  app.post(
    '/api/cubes/undo',
    { onRequest: authorize('update', 'cubes'), schema: { body: cubeUndoSchema } },
    async (request) => undoChange({ auth: caller(request), app }, request.body),
  );
  app.post(
    '/api/cubes/copy-scenario',
    { onRequest: authorize('update', 'cubes'), schema: { body: copyScenarioSchema } },
    async (request) => copyScenario({ auth: caller(request), app }, request.body),
  );
  app.post(
    '/api/cubes/copy-scenario-preview',
    { onRequest: authorize('update', 'cubes'), schema: { body: copyScenarioPreviewSchema } },
    async (request) => previewCopy({ auth: caller(request), app }, request.body),
  );
  app.post(
    '/api/cubes/generate',
    { onRequest: authorize('create', 'cubes'), schema: { body: cubeGenerateSchema } },
    async (request, reply) =>
      reply.code(201).send(await generateCube({ auth: caller(request), app }, request.body)),
  );
};
