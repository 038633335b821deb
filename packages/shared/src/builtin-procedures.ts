// No zod here: the dashboard and the Ribbon say built-ins' names (`@cubus/shared/builtin-procedures`).

/** The procedures every domain has, read-only: their `builtin` field. */
export const builtinProcedures = ['copy-scenario', 'clear-slice', 'recalculate-totals'] as const;
export type BuiltinProcedure = (typeof builtinProcedures)[number];
