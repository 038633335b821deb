import {
  cubeChangesSchema,
  cubeGenerateSchema,
  cubeRoutes,
  cubeStructureSchema,
  pivotLayoutReadSchema,
  pivotLayoutSaveSchema,
  type RouteAnswer,
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
    cubeRoutes.pivot.path,
    { onRequest: authorize(...cubeRoutes.pivot.ability), schema: { body: cubeRoutes.pivot.body } },
    async (request): Promise<RouteAnswer<typeof cubeRoutes.pivot>> =>
      runPivot(app, caller(request).domain.id, request.body),
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
    cubeRoutes.write.path,
    { onRequest: authorize(...cubeRoutes.write.ability), schema: { body: cubeRoutes.write.body } },
    async (request): Promise<RouteAnswer<typeof cubeRoutes.write>> =>
      writeCell({ auth: caller(request), app }, request.body),
  );
  app.post(
    '/api/cubes/structure',
    { onRequest: authorize('update', 'cubes'), schema: { body: cubeStructureSchema } },
    async (request) => changeStructure({ auth: caller(request), app }, request.body),
  );
  app.post(
    cubeRoutes.undo.path,
    { onRequest: authorize(...cubeRoutes.undo.ability), schema: { body: cubeRoutes.undo.body } },
    async (request): Promise<RouteAnswer<typeof cubeRoutes.undo>> =>
      undoChange({ auth: caller(request), app }, request.body),
  );
  app.post(
    cubeRoutes.copyScenario.path,
    {
      onRequest: authorize(...cubeRoutes.copyScenario.ability),
      schema: { body: cubeRoutes.copyScenario.body },
    },
    async (request): Promise<RouteAnswer<typeof cubeRoutes.copyScenario>> =>
      copyScenario({ auth: caller(request), app }, request.body),
  );
  app.post(
    cubeRoutes.previewCopy.path,
    {
      onRequest: authorize(...cubeRoutes.previewCopy.ability),
      schema: { body: cubeRoutes.previewCopy.body },
    },
    async (request): Promise<RouteAnswer<typeof cubeRoutes.previewCopy>> =>
      previewCopy({ auth: caller(request), app }, request.body),
  );
  app.post(
    '/api/cubes/generate',
    { onRequest: authorize('create', 'cubes'), schema: { body: cubeGenerateSchema } },
    async (request, reply) =>
      reply.code(201).send(await generateCube({ auth: caller(request), app }, request.body)),
  );
};
