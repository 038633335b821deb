import { type ConditionOp, conditionOps, operatorsByType, type ValueType } from '@cubus/shared';
import fc from 'fast-check';

/** Text the engines agree on case for: ASCII, caseless scripts, emoji, and SQL/LIKE specials. */
const alphabet = [...'abcAB xyz019', '%', '_', '\\', "'", '"', ';', '-', '中', '文', '😀'];
export const text = fc.array(fc.constantFrom(...alphabet), { maxLength: 8 }).map((chars) => chars.join(''));
const hostile = fc.constantFrom("'; drop table users; --", '%', '_', '\\', "a'b", '中文', '😀', 'A%B_C', '');
export const anyText = fc.oneof(text, hostile);

export interface FieldSpec {
  name: string;
  type: ValueType;
  /** Values this field holds or might be compared with. */
  value: fc.Arbitrary<unknown>;
  enumValues?: string[];
}

/** Fits no non-text type: an object, SQL text, a list where one value is due. */
const wrongValue = fc.constantFrom<unknown>({ $ne: 1 }, "'; drop table users; --", ['x']);

function valueFor(field: FieldSpec, op: ConditionOp): fc.Arbitrary<unknown> {
  if (op === 'null' || op === 'notnull') return fc.constant(undefined);
  if (op === 'in' || op === 'nin') return fc.array(field.value, { minLength: 1, maxLength: 4 });
  if (op === 'between') return fc.tuple(field.value, field.value);
  if (op === 'contains' || op === 'starts' || op === 'ends')
    return field.type === 'tags' ? field.value : anyText;
  return field.value;
}

export interface Generated {
  condition: { isactive: boolean; field: string; op: ConditionOp; value?: unknown };
  valid: boolean;
}

/** A condition that fits its field, or (rarely) one that does not: wrong operator, value or field. */
export function conditionArb(fields: FieldSpec[]): fc.Arbitrary<Generated> {
  const valid = fc.constantFrom(...fields).chain((field) =>
    fc.constantFrom(...operatorsByType[field.type]).chain((op) =>
      fc.record({ isactive: fc.boolean(), value: valueFor(field, op) }).map(({ isactive, value }) => ({
        condition: { isactive, field: field.name, op, ...(value === undefined ? {} : { value }) },
        valid: true,
      })),
    ),
  );
  const badOp = fc.constantFrom(...fields).chain((field) => {
    const wrong = conditionOps.filter((op) => !operatorsByType[field.type].includes(op));
    return wrong.length === 0
      ? fc.constant({
          condition: { isactive: true, field: '"; drop', op: 'eq' as ConditionOp, value: 1 },
          valid: false,
        })
      : fc
          .constantFrom(...wrong)
          .map((op) => ({ condition: { isactive: true, field: field.name, op, value: 1 }, valid: false }));
  });
  const badValue = fc
    .constantFrom(...fields.filter((f) => f.type !== 'text' && f.type !== 'html'))
    .chain((field) =>
      wrongValue.map((value) => ({
        condition: { isactive: false, field: field.name, op: 'eq' as ConditionOp, value },
        valid: false,
      })),
    );
  const badField = anyText.map((name) => ({
    condition: { isactive: true, field: `x${name}`, op: 'eq' as ConditionOp, value: 'a' },
    valid: false,
  }));
  return fc.oneof(
    { weight: 30, arbitrary: valid },
    { weight: 1, arbitrary: badOp },
    { weight: 1, arbitrary: badValue },
    { weight: 1, arbitrary: badField },
  );
}

export interface TreeNode {
  isactive: boolean;
  operator: { id: number; sid: 'and' | 'or'; name: string };
  childnodes: TreeNode[];
  conditions: Generated['condition'][];
}

/** A filter tree with random nesting (up to 5 levels), active flags and AND/OR, and whether it is all valid. */
export function treeArb(fields: FieldSpec[], depth = 1): fc.Arbitrary<{ tree: TreeNode; valid: boolean }> {
  const children: fc.Arbitrary<{ tree: TreeNode; valid: boolean }[]> =
    depth >= 5 ? fc.constant([]) : fc.array(treeArb(fields, depth + 1), { maxLength: 2 });
  return fc
    .record({
      isactive: fc.oneof(
        { weight: 4, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      sid: fc.constantFrom('and' as const, 'or' as const),
      conditions: fc.array(conditionArb(fields), { maxLength: 3 }),
      children,
    })
    .map(({ isactive, sid, conditions, children: nodes }) => ({
      tree: {
        isactive,
        operator: { id: sid === 'and' ? 1 : 2, sid, name: sid.toUpperCase() },
        conditions: conditions.map((c) => c.condition),
        childnodes: nodes.map((c) => c.tree),
      },
      valid: conditions.every((c) => c.valid) && nodes.every((c) => c.valid),
    }));
}
