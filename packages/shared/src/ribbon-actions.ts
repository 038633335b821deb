/** The runnable kinds whose runs end on the Ribbon, and how a run can end. */
const runKinds = ['action', 'cube', 'import', 'procedure'] as const;
const runEnds = ['succeeded', 'failed', 'cancelled'] as const;

/**
 * Every action the activity log records. The console says each as a sentence in the user's
 * language (`ribbon.actions.<action>`); a test fails when one has none.
 */
export const ribbonActions = [
  'create',
  'update',
  'delete',
  'restore',
  'remove',
  'login',
  'login_failed',
  'logout',
  'register',
  'domain_switch',
  'password_change',
  'password_reset',
  'second_factor_enable',
  'second_factor_disable',
  'second_factor_reset',
  'recovery_codes_renew',
  'role_change',
  'user_block',
  'user_unblock',
  'user_remove',
  'acl_grant',
  'domain_create',
  'domain_update',
  'domain_rename',
  'domain_suspend',
  'domain_resume',
  'domain_delete',
  'invite_create',
  'invite_revoke',
  'invite_use',
  'action_message',
  'members_added',
  'cube.write',
  'cube.paste',
  'cube.copy-scenario',
  'cube.undo',
  'cube.structure',
  'rows.create',
  'rows.update',
  'rows.delete',
  'clear',
  ...runKinds.flatMap((kind) => runEnds.map((end) => `${kind}.${end}` as const)),
] as const;
export type RibbonAction = (typeof ribbonActions)[number];

/** Recorded once per user and day with a count and the last time: a sign-in is news once a day. */
export const dailyRibbonActions: readonly RibbonAction[] = ['login', 'login_failed'];
