import type { ReportTable } from '@cubus/shared';
import fontkit from '@pdf-lib/fontkit';
import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

// Loaded only when someone asks for a PDF (this module is a dynamic import): pdf-lib, fontkit and
// the font stay out of the console's chunks. DejaVu Sans covers Latin, Cyrillic and more, so every
// language of the console prints; only the glyphs used are embedded (subset).

export interface ReportPdfInput {
  title: string;
  /** Under the title: the source and when it was made. */
  subtitle: string;
  /** The chart, or null (a `table` report). */
  png: Uint8Array | null;
  table: ReportTable;
  /** A value as the screen shows it in its column. */
  format: (value: number, column: ReportTable['columns'][number] | undefined) => string;
}

const page = { width: 842, height: 595, margin: 36 } as const; // A4 landscape, in points
const text = { title: 18, subtitle: 10, cell: 8 } as const;
const rowHeight = 14;
const maxColumns = 12;
const grey = rgb(0.42, 0.45, 0.5);
const rule = rgb(0.85, 0.87, 0.9);

/** `text` cut with an ellipsis to fit `width` points. */
function fitted(font: PDFFont, value: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  let cut = value;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The printable form of a cell: text as is (leading spaces show the depth), numbers formatted. */
const cellText = (value: string | number | null, format: (n: number) => string) =>
  value === null ? '' : typeof value === 'number' ? format(value) : value;

/**
 * A report as a PDF: its title, the source line, the chart image and the table of values (the
 * header line repeated on every page; at most 12 columns, each cut to its width).
 * @example const bytes = await reportPdf({title, subtitle, png, table, format: String}, fontBytes)
 */
export async function reportPdf(input: ReportPdfInput, fontBytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(input.title);
  doc.setCreator('Cubus');
  const font = await doc.embedFont(fontBytes, { subset: true });
  const inner = page.width - 2 * page.margin;
  let current: PDFPage = doc.addPage([page.width, page.height]);
  let y = page.height - page.margin - text.title;
  current.drawText(fitted(font, input.title, text.title, inner), {
    x: page.margin,
    y,
    size: text.title,
    font,
  });
  y -= text.subtitle + 8;
  current.drawText(fitted(font, input.subtitle, text.subtitle, inner), {
    x: page.margin,
    y,
    size: text.subtitle,
    font,
    color: grey,
  });
  y -= 12;
  if (input.png) {
    const image = await doc.embedPng(input.png);
    const scale = Math.min(inner / image.width, 250 / image.height);
    y -= image.height * scale;
    current.drawImage(image, { x: page.margin, y, width: image.width * scale, height: image.height * scale });
    y -= 16;
  }
  const columns = input.table.columns.slice(0, maxColumns);
  const width = inner / Math.max(columns.length, 1);
  const drawLine = (cells: string[], header: boolean) => {
    if (y - rowHeight < page.margin) {
      current = doc.addPage([page.width, page.height]);
      y = page.height - page.margin;
      if (!header)
        drawLine(
          columns.map((c) => c.title),
          true,
        );
    }
    y -= rowHeight;
    if (header)
      current.drawRectangle({ x: page.margin, y: y - 3, width: inner, height: rowHeight, color: rule });
    cells.forEach((cell, i) => {
      const shown = fitted(font, cell, text.cell, width - 6);
      const numeric = !header && columns[i]?.numeric;
      const offset = numeric ? width - 3 - font.widthOfTextAtSize(shown, text.cell) : 3;
      current.drawText(shown, { x: page.margin + i * width + offset, y, size: text.cell, font });
    });
  };
  drawLine(
    columns.map((c) => c.title),
    true,
  );
  for (const row of input.table.rows)
    drawLine(
      columns.map((column, i) => cellText(row[i] ?? null, (n) => input.format(n, column))),
      false,
    );
  return doc.save();
}

/** The font, fetched from the console's own assets (same origin, as the CSP wants). */
export async function reportFont(): Promise<Uint8Array> {
  const response = await fetch(fontUrl);
  if (!response.ok) throw new Error(`font: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
