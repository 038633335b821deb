/**
 * One example's code from its module's text (imported with `?raw`): the function `name`, from its
 * declaration to the line that closes it, without the `export` keyword. The build renames functions,
 * so the example is found by the name written in the source, not by the running function's.
 */
export function sourceOf(moduleText: string, name: string): string {
  const lines = moduleText.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^(export )?function ${name}\\b`).test(line));
  if (start < 0) return '';
  const end = lines.findIndex((line, index) => index > start && line === '}');
  return lines
    .slice(start, end < 0 ? undefined : end + 1)
    .join('\n')
    .replace(/^export /, '');
}
