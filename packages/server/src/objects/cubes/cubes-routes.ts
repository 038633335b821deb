import { cubeRoutes } from '@cubus/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, serveRoute } from '../../plugins/auth';
import { copyScenario, previewCopy } from './copy-scenario';
import { listChanges, undoChange } from './cube-changes';
import { runPivot } from './cube-pivot';
import { changeStructure } from './cube-structure';
import { generateCube } from './generate-cube';
import { readLayout, saveLayout } from './pivot-layout';
import { suggestCube } from './suggest-cube';
import { writeCell, writeCells } from './write-cell';

/** The calls of cubes beside `/api/qry`, served from their shared table `cubeRoutes`. */
export const cubesRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest) => ({ auth: caller(request), app });
  serveRoute(app, cubeRoutes.pivot, (request) => runPivot(app, caller(request).domain.id, request.body), {
    unchecked: 'a pivot answers up to its cell limit; encoding it again would double the cost of each read',
  });
  serveRoute(app, cubeRoutes.layout, (request) => readLayout(context(request), request.body.cubeId));
  serveRoute(app, cubeRoutes.saveLayout, (request) =>
    saveLayout(context(request), request.body.cubeId, request.body.layout),
  );
  serveRoute(app, cubeRoutes.changes, async (request) => ({
    changes: await listChanges(context(request), request.body),
  }));
  serveRoute(app, cubeRoutes.write, (request) => writeCell(context(request), request.body));
  serveRoute(app, cubeRoutes.writeCells, (request) => writeCells(context(request), request.body));
  serveRoute(app, cubeRoutes.structure, (request) => changeStructure(context(request), request.body));
  serveRoute(app, cubeRoutes.undo, (request) => undoChange(context(request), request.body));
  serveRoute(app, cubeRoutes.copyScenario, (request) => copyScenario(context(request), request.body));
  serveRoute(app, cubeRoutes.previewCopy, (request) => previewCopy(context(request), request.body));
  serveRoute(app, cubeRoutes.suggest, (request) => suggestCube(context(request), request.body.tableId));
  serveRoute(app, cubeRoutes.generate, (request) => generateCube(context(request), request.body), {
    status: 201,
  });
};
