import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { reportPdf } from './report-pdf';

const require = createRequire(import.meta.url);

describe('reportPdf', () => {
  it('makes a PDF with the title, in any of the console languages, over several pages', async () => {
    const font = new Uint8Array(await readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));
    const bytes = await reportPdf(
      {
        title: 'Продажи по регионам — Ventes',
        subtitle: 'Sales · today',
        png: null,
        table: {
          columns: [
            { title: 'Регион', numeric: false },
            { title: 'amount', numeric: true },
          ],
          rows: Array.from({ length: 120 }, (_, i) => [`Region ${i}`, i * 1.5]),
          totals: [],
        },
        format: (value) => value.toFixed(2),
      },
      font,
    );
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Продажи по регионам — Ventes');
    expect(doc.getPageCount()).toBeGreaterThan(1);
    // The embedded font is a subset, not the whole 750 KB file.
    expect(bytes.length).toBeLessThan(200_000);
  });
});
