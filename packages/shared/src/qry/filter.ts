import { z } from 'zod';
import { qryLimits } from './limits';
import { conditionOpSchema } from './value-types';

const scalar = z.union([z.string().max(qryLimits.maxString), z.number(), z.boolean(), z.null()]);

/** A condition's value: a scalar, a list for `in`/`nin`, `[from, to]` for `between`, none for `null`. */
export const conditionValueSchema = z.union([scalar, z.array(scalar).max(qryLimits.maxInValues)]);
export type ConditionValue = z.infer<typeof conditionValueSchema>;

/** `{isactive, field, op, value}`; an inactive condition is kept in the tree but not applied. */
export const conditionSchema = z.strictObject({
  /** A key for the console's tree; ignored by the server. */
  id: z.union([z.string().max(64), z.number()]).optional(),
  isactive: z.boolean().default(true),
  field: z.string().min(1).max(qryLimits.maxName),
  op: conditionOpSchema,
  value: conditionValueSchema.optional(),
});
export type Condition = z.input<typeof conditionSchema>;

/** The node's logical operator, as the spec's blank template writes it: `{id: 1, sid: 'and', name: 'AND'}`. */
export const nodeOperatorSchema = z.strictObject({
  id: z.number().int().optional(),
  sid: z.enum(['and', 'or']),
  name: z.string().max(16).optional(),
});

/** A filter node: conditions and child nodes joined by its operator; inactive nodes are skipped. */
export interface FilterNode {
  id?: string | number | undefined;
  isactive?: boolean | undefined;
  isexpanded?: boolean | undefined;
  name?: string | undefined;
  operator: z.infer<typeof nodeOperatorSchema>;
  childnodes?: FilterNode[] | undefined;
  conditions?: Condition[] | undefined;
}

/**
 * The filter tree of DESIGN §3. Depth and condition count are bounded by `checkFilterBounds`,
 * which runs before this schema so a hostile tree never reaches a recursive parser.
 * @example filterNodeSchema.parse(blankFilter())
 */
export const filterNodeSchema: z.ZodType<FilterNode> = z.strictObject({
  id: z.union([z.string().max(64), z.number()]).optional(),
  isactive: z.boolean().optional(),
  isexpanded: z.boolean().optional(),
  name: z.string().max(qryLimits.maxName).optional(),
  operator: nodeOperatorSchema,
  get childnodes() {
    return z.array(filterNodeSchema).max(qryLimits.maxConditions).optional();
  },
  conditions: z.array(conditionSchema).max(qryLimits.maxConditions).optional(),
});

export interface BoundsBreach {
  code: 'filter_too_deep' | 'too_many_conditions';
  path: string;
}

/**
 * Walks a not-yet-validated filter without recursion: the first node deeper than 16, or the
 * condition past the 500th, with its path. Anything that is not a node is left to the schema.
 * @example checkFilterBounds(body.filter, 'filter') // null, or {code: 'filter_too_deep', path: 'filter.childnodes[0]…'}
 */
export function checkFilterBounds(filter: unknown, root = 'filter'): BoundsBreach | null {
  const stack: { node: unknown; path: string; depth: number }[] = [{ node: filter, path: root, depth: 1 }];
  let conditions = 0;
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop() as (typeof stack)[number];
    if (typeof node !== 'object' || node === null) continue;
    if (depth > qryLimits.maxDepth) return { code: 'filter_too_deep', path };
    const { childnodes, conditions: list } = node as { childnodes?: unknown; conditions?: unknown };
    if (Array.isArray(list)) {
      conditions += list.length;
      if (conditions > qryLimits.maxConditions)
        return { code: 'too_many_conditions', path: `${path}.conditions` };
    }
    if (Array.isArray(childnodes)) {
      if (childnodes.length > qryLimits.maxConditions)
        return { code: 'too_many_conditions', path: `${path}.childnodes` };
      childnodes.forEach((child, index) => {
        stack.push({ node: child, path: `${path}.childnodes[${index}]`, depth: depth + 1 });
      });
    }
  }
  return null;
}
