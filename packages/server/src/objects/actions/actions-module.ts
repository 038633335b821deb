import type { KindModule } from '../kind-module';
import { actionJobHandler, actionRunResultSchema } from './action-job';
import { actionSchedules, startFollowers } from './action-triggers';
import { actionsKind } from './actions-kind';
import { seedDemoAction } from './demo-action';
import * as actions from './migrations/0012-actions';

/** Actions: their runs (on cron, or after another run succeeded). */
export const actionsModule: KindModule = {
  kind: actionsKind,
  runs: {
    job: 'action',
    handler: actionJobHandler,
    result: actionRunResultSchema,
    schedules: actionSchedules,
  },
  afterSuccess: startFollowers,
  seed: ({ db, files }) => seedDemoAction(db, files),
  migrations: { '0012-actions': actions },
};
