/**
 * The lines of `source` between `// #region name` and its `// #endregion`, their common indent
 * removed: an example shows the very code that draws it, not a copy that could drift.
 * @example codeRegion("a\n  // #region x\n  b()\n  // #endregion\n", 'x') // 'b()'
 */
export function codeRegion(source: string, name: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.trim() === `// #region ${name}`);
  if (start < 0) return '';
  const end = lines.findIndex((line, index) => index > start && line.trim() === '// #endregion');
  const body = lines.slice(start + 1, end < 0 ? undefined : end);
  const indent = Math.min(
    ...body.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length),
  );
  return body
    .map((line) => line.slice(Number.isFinite(indent) ? indent : 0))
    .join('\n')
    .trim();
}
