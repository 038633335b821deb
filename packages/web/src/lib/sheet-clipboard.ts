/**
 * A block of cells on the clipboard as spreadsheets put it (Excel, Google Sheets, LibreOffice):
 * `text/plain` TSV — a cell holding a tab, a line break or a quote is quoted, quotes doubled — and
 * `text/html` a table, which rich editors paste as one. The grid and the pivot both copy and paste
 * through here.
 */

/** Rows of cell texts, every row as long as the first. */
export type CellBlock = string[][];

const needsQuotes = /[\t\r\n"]/;

/** One cell of TSV: quoted only when it has to be, as Excel writes it. */
function tsvCell(text: string): string {
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** @example toTsv([['a', 'b\tc']]) // 'a\t"b\tc"' */
export function toTsv(block: CellBlock): string {
  return block.map((row) => row.map(tsvCell).join('\t')).join('\r\n');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A table of the block; `headers`, when given, is its first row (`<th>`). Line breaks stay `<br>`. */
export function toHtmlTable(block: CellBlock, headers?: string[]): string {
  const cell = (tag: 'td' | 'th', text: string) =>
    `<${tag}>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</${tag}>`;
  const head = headers ? `<thead><tr>${headers.map((h) => cell('th', h)).join('')}</tr></thead>` : '';
  const body = block.map((row) => `<tr>${row.map((text) => cell('td', text)).join('')}</tr>`).join('');
  return `<table>${head}<tbody>${body}</tbody></table>`;
}

/**
 * TSV text as a block. A quoted cell may hold tabs, line breaks and doubled quotes; a quote inside
 * an unquoted cell is kept as it is. Line ends may be `\n`, `\r\n` or `\r`; the one line end a
 * spreadsheet adds after the last row is dropped. Short rows are padded with empty cells.
 * @example parseTsv('a\t"b\nc"\r\n1\t2\r\n') // [['a', 'b\nc'], ['1', '2']]
 */
export function parseTsv(text: string): CellBlock {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const endRow = () => {
    rows.push(row);
    row = [];
  };
  while (i <= text.length) {
    let cell = '';
    if (text[i] === '"') {
      // A quoted cell runs to the quote not doubled; what follows it up to the separator is kept too.
      i += 1;
      while (i < text.length) {
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        cell += text[i];
        i += 1;
      }
    }
    while (i < text.length && text[i] !== '\t' && text[i] !== '\n' && text[i] !== '\r') {
      cell += text[i];
      i += 1;
    }
    row.push(cell);
    const separator = text[i];
    if (separator === '\t') {
      i += 1;
      continue;
    }
    endRow();
    if (separator === '\r' && text[i + 1] === '\n') i += 2;
    else i += 1;
    if (i === text.length) break;
  }
  const width = Math.max(0, ...rows.map((r) => r.length));
  return rows.map((r) => (r.length < width ? [...r, ...Array<string>(width - r.length).fill('')] : r));
}

/** What a copy puts on the clipboard: TSV for spreadsheets and plain editors, a table for rich ones. */
export function clipboardData(block: CellBlock, headers?: string[]): { text: string; html: string } {
  return { text: toTsv(headers ? [headers, ...block] : block), html: toHtmlTable(block, headers) };
}

/**
 * Puts a block on the system clipboard from a menu (no copy event to answer): both types where the
 * browser allows it, the TSV alone where it does not.
 */
export async function writeToClipboard(block: CellBlock, headers?: string[]): Promise<void> {
  const { text, html } = clipboardData(block, headers);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    const item = new ClipboardItem({
      'text/plain': new Blob([text], { type: 'text/plain' }),
      'text/html': new Blob([html], { type: 'text/html' }),
    });
    await navigator.clipboard.write([item]);
    return;
  }
  await navigator.clipboard.writeText(text);
}

/** Answers a copy event (Ctrl/Cmd+C) with the block in both types. */
export function fillCopyEvent(
  event: { clipboardData: DataTransfer | null },
  block: CellBlock,
  headers?: string[],
) {
  const { text, html } = clipboardData(block, headers);
  event.clipboardData?.setData('text/plain', text);
  event.clipboardData?.setData('text/html', html);
}
