import type { PivotLayout, QryRow } from '@cubus/shared';
import { viewsKey, viewsOf } from '../../../../components/grid/use-grid-views';
import { qry } from '../../../../lib/qry-client';

/** The views object of a cube's pivot: the layout kept per user is its default, named views the rest. */
export const pivotViewObject = (cubeId: string) => `pivot:${cubeId}`;

export const pivotViewsKey = (cubeId: string) => viewsKey(pivotViewObject(cubeId));

/** The cube's named pivot views the user sees: their own and those shared with the domain. */
export async function readPivotViews(cubeId: string): Promise<QryRow[]> {
  const object = pivotViewObject(cubeId);
  const answer = await qry.select({
    op: 'select',
    object: 'views',
    fields: ['id', 'name', 'shared', 'owner'],
    filter: {
      ...viewsOf(object),
      conditions: [
        ...(viewsOf(object).conditions ?? []),
        { isactive: true, field: 'isDefault', op: 'eq', value: false },
      ],
    },
    orderby: { isActive: true, sorts: [{ field: 'name', dir: 'asc' }] },
    limit: 500,
  });
  return answer.rows;
}

/** One named view's layout (404 when it is gone or not the user's to see). */
export async function readPivotView(viewId: string): Promise<{ name: string; layout: PivotLayout }> {
  const row = await qry.get('views', viewId, { showErrorToast: false });
  return { name: String(row.name), layout: row.state as PivotLayout };
}

/** Saves the layout as a new named view → its id. */
export async function savePivotView(values: {
  object: string;
  name: string;
  shared: boolean;
  state: PivotLayout;
}): Promise<string> {
  const row = await qry.create('views', { ...values, isDefault: false });
  return String(row.id);
}
