import { cubeRoutes, type PivotLayout } from '@cubus/shared';
import { callRoute } from '../../../lib/api-client';

/** The caller's kept pivot layout of a cube (`null`: none, the cube opens as it first did). */
export async function readPivotLayout(cubeId: string): Promise<PivotLayout | null> {
  const { layout } = await callRoute(cubeRoutes.layout, { cubeId }, { showErrorToast: false });
  return layout;
}

/** Keeps the layout (or forgets it with `null`); a failure only means it is not kept this time. */
export async function savePivotLayout(cubeId: string, layout: PivotLayout | null): Promise<void> {
  await callRoute(cubeRoutes.saveLayout, { cubeId, layout }, { showErrorToast: false }).catch(() => {
    // The next change tries again; the screen works on without it.
  });
}
