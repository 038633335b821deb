import { randomUUID } from 'node:crypto';
import type { CopyScenarioPreview, copyScenarioSchema } from '@cubus/shared';
import type { z } from 'zod';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../../qry/object-kind';
import { publish, recordChange } from './cube-changes';
import { type LoadedCube, loadCube, refreshFactCount } from './cube-store';

type CopyRequest = z.output<typeof copyScenarioSchema>;

/** The request checked against the cube: its scenario dimension, and not a copy onto itself. */
function scenarioOf(cube: LoadedCube, request: CopyRequest): number {
  const s = cube.dimensions.findIndex((d) => d.scenario);
  if (s < 0)
    throw new AppError(400, 'no_scenario', 'This cube has no scenario dimension', { path: 'cubeId' });
  if (request.from === request.to)
    throw new AppError(400, 'same_scenario', 'Copying a scenario onto itself changes nothing', {
      path: 'to',
    });
  if (request.filter[cube.dimensions[s]?.name ?? ''])
    throw new AppError(400, 'validation_failed', 'The scenario is chosen by from and to', { path: 'filter' });
  return s;
}

const copyOf = ({ from, to, filter, factor }: CopyRequest) => ({ from, to, filter, factor });

/** How many cells Copy Scenario would replace in the target and write there; nothing changes. */
export async function previewCopy(context: KindContext, request: CopyRequest): Promise<CopyScenarioPreview> {
  const cube = await loadCube(context.app, context.auth.domain.id, request.cubeId);
  scenarioOf(cube, request);
  return context.app.warehouse.cubes.previewCopy(cube.domainId, cube, copyOf(request));
}

/**
 * Copy Scenario: the facts of scenario member `from` (under the filter's members) replace those of
 * `to` in the same scope, amounts times `factor` rounded to each measure's type; the target's old
 * facts go to the history first, so the change can be undone.
 */
export async function copyScenario(
  context: KindContext,
  request: CopyRequest,
): Promise<{ changeId: string; cells: number }> {
  const cube = await loadCube(context.app, context.auth.domain.id, request.cubeId);
  const s = scenarioOf(cube, request);
  const changeId = randomUUID();
  const outcome = await context.app.warehouse.cubes.copyScenario(
    cube.domainId,
    cube,
    changeId,
    copyOf(request),
  );
  await recordChange(context, cube, {
    id: changeId,
    kind: 'copy-scenario',
    measure: null,
    coords: { [cube.dimensions[s]?.name ?? '']: request.to },
    oldValue: null,
    newValue: null,
    cells: outcome.cells,
    details: {
      from: request.from,
      to: request.to,
      factor: request.factor,
      filter: request.filter,
      ...outcome.copied,
    },
  });
  await refreshFactCount(context.app, cube);
  await logActivity(context.app.db, {
    domainId: cube.domainId,
    actorId: context.auth.user.id,
    actor: context.auth.user.username,
    action: 'cube.copy-scenario',
    object: cube.name,
    details: {
      kind: 'cubes',
      id: cube.id,
      name: cube.name,
      from: request.from,
      to: request.to,
      factor: request.factor,
      cells: outcome.cells,
      changeId,
    },
  });
  publish(context, cube.id, changeId, 'copy-scenario');
  return { changeId, cells: outcome.cells };
}
