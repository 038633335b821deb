/** A JSON Schema (2020-12) as the API description carries it. */
export type JsonSchema = Record<string, unknown>;

const indentOf = (depth: number) => '  '.repeat(depth);

/** `#/$defs/FilterNode` → `FilterNode`: a shared part is named, and written out once beside. */
const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** The limits a scalar carries, as `(uuid, ≤ 100)`. */
function limitsOf(schema: JsonSchema): string {
  const limits = [
    schema.format,
    schema.minLength !== undefined && `≥ ${schema.minLength} chars`,
    schema.maxLength !== undefined && `≤ ${schema.maxLength} chars`,
    schema.minimum !== undefined && `≥ ${schema.minimum}`,
    schema.maximum !== undefined && schema.maximum !== Number.MAX_SAFE_INTEGER && `≤ ${schema.maximum}`,
    schema.maxItems !== undefined && `≤ ${schema.maxItems} items`,
    schema.default !== undefined && `default ${JSON.stringify(schema.default)}`,
  ].filter(Boolean);
  return limits.length ? ` (${limits.join(', ')})` : '';
}

function objectText(schema: JsonSchema, depth: number): string {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  const required = new Set((schema.required ?? []) as string[]);
  const extra = schema.additionalProperties;
  if (properties.length === 0)
    return extra && typeof extra === 'object'
      ? `{ [key: string]: ${typeText(extra as JsonSchema, depth)} }`
      : '{}';
  const lines = properties.map(
    ([name, property]) =>
      `${indentOf(depth + 1)}${name}${required.has(name) ? '' : '?'}: ${typeText(property, depth + 1)}`,
  );
  return `{\n${lines.join('\n')}\n${indentOf(depth)}}`;
}

/**
 * One schema as a short, TypeScript-like text a person reads: `{ id: string (uuid), name?: string }`,
 * unions with `|`, arrays with `[]`, named parts by name.
 */
export function typeText(schema: JsonSchema, depth = 0): string {
  if (typeof schema.$ref === 'string') return refName(schema.$ref);
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return union.map((part) => typeText(part, depth)).join(' | ');
  if (Array.isArray(schema.allOf))
    return (schema.allOf as JsonSchema[]).map((part) => typeText(part, depth)).join(' & ');
  const types = [schema.type].flat().filter((type): type is string => typeof type === 'string');
  if (types.length === 0) return schema.contentMediaType ? `bytes (${schema.contentMediaType})` : 'any';
  return types
    .map((type) => {
      if (type === 'object') return objectText(schema, depth);
      if (type === 'array') {
        const items = (schema.items ??
          (schema.prefixItems as JsonSchema[] | undefined)?.[0] ??
          {}) as JsonSchema;
        return `${typeText(items, depth)}[]${limitsOf(schema)}`;
      }
      if (type === 'string' && schema.contentMediaType) return `bytes (${schema.contentMediaType})`;
      return `${type}${limitsOf(schema)}`;
    })
    .join(' | ');
}

/** A schema and the named parts it uses (`$defs`), each written out after it. */
export function schemaText(schema: JsonSchema): string {
  const defs = Object.entries((schema.$defs ?? {}) as Record<string, JsonSchema>);
  return [typeText(schema), ...defs.map(([name, part]) => `\n${name} = ${typeText(part)}`)].join('\n');
}
