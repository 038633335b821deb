/** Characters that make a spreadsheet read a cell as a formula (DESIGN §6; OWASP CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A value as an export cell: text that would start a formula gets a leading `'`, objects become
 * JSON, null stays empty. Numbers and booleans stay typed.
 * @example exportCell('=SUM(A1)') // "'=SUM(A1)"; exportCell(-5) // -5
 */
export function exportCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return formulaStart.test(text) ? `'${text}` : text;
}

/** One CSV line (RFC 4180): fields with a comma, quote or line break quoted, quotes doubled. */
export function csvLine(values: unknown[]): string {
  const fields = values.map((value) => {
    const cell = exportCell(value);
    const text = cell === null ? '' : String(cell);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  });
  return `${fields.join(',')}\r\n`;
}
