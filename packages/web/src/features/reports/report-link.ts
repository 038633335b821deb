import { pathFor } from '../../lib/routes';

/** The address of one report (Get Link): `/cubus/reports?report=<id>`, `&edit=1` for its editor. */
export const reportLink = (id: string, edit = false) =>
  `${pathFor('cubus-reports')}?report=${encodeURIComponent(id)}${edit ? '&edit=1' : ''}`;
