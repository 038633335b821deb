/**
 * Bounds of a qry request: checked before anything runs, each breach a 400 with its own code.
 * @example request.limit ?? qryLimits.defaultLimit // 100
 */
export const qryLimits = {
  /** Nesting of filter nodes; the root is depth 1. */
  maxDepth: 16,
  /** Conditions over the whole tree, inactive ones included. */
  maxConditions: 500,
  /** Values of one `in`/`nin` list. */
  maxInValues: 1000,
  maxLimit: 10_000,
  defaultLimit: 100,
  maxOffset: 100_000_000,
  maxString: 1000,
  maxName: 128,
  maxFields: 200,
  maxGroups: 16,
  maxAggregates: 32,
  maxSorts: 16,
  maxIds: 1000,
  /** Rows one `delete`/`restore`/`remove` by `match` may change; it runs in chunks of `maxIds`. */
  maxMatchRows: 100_000,
  maxSearch: 200,
  /** Rows one export may hold; it streams in pages of `maxLimit`. */
  maxExportRows: 1_000_000,
} as const;
