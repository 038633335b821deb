const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
// An object or an array as JSON writes it: `{"…`, `[{`, `["…`, `{}`, `[]`.
export const jsonPattern = /\{\s*"|\[\s*[{["]|\{\s*\}|\[\s*\]/;

/** The texts among `texts` that show a person a UUID or JSON, with where they were seen. */
export function internals(where: string, texts: string[]): string[] {
  return texts
    .filter((text) => uuidPattern.test(text) || jsonPattern.test(text))
    .map((text) => `${where}: ${text}`);
}
