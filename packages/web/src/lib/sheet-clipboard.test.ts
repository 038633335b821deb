import { describe, expect, it } from 'vitest';
import { clipboardData, parseTsv, toHtmlTable, toTsv } from './sheet-clipboard';

describe('sheet clipboard', () => {
  it('reads a block as Excel puts it: CRLF lines and a last line end', () => {
    expect(parseTsv('a\tb\r\n1\t2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads a block as Google Sheets puts it: LF lines and no last line end', () => {
    expect(parseTsv('a\tb\n1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads quoted cells holding tabs, line breaks and doubled quotes', () => {
    expect(parseTsv('"x\ty"\t"two\r\nlines"\t"say ""hi"""\r\nz\t\t')).toEqual([
      ['x\ty', 'two\r\nlines', 'say "hi"'],
      ['z', '', ''],
    ]);
  });

  it('keeps a quote inside an unquoted cell and empty cells at the edges', () => {
    expect(parseTsv('5" pipe\t\n\tlast')).toEqual([
      ['5" pipe', ''],
      ['', 'last'],
    ]);
  });

  it('reads one cell, an empty cell and pads short rows', () => {
    expect(parseTsv('42')).toEqual([['42']]);
    expect(parseTsv('')).toEqual([['']]);
    expect(parseTsv('a\tb\tc\nd')).toEqual([
      ['a', 'b', 'c'],
      ['d', '', ''],
    ]);
  });

  it('writes TSV that reads back the same', () => {
    const block = [
      ['plain', 'tab\there', 'line\nbreak'],
      ['"quoted"', '', '3.5'],
    ];
    expect(toTsv(block)).toBe('plain\t"tab\there"\t"line\nbreak"\r\n"""quoted"""\t\t3.5');
    expect(parseTsv(toTsv(block))).toEqual(block);
  });

  it('writes an HTML table with escaped text and optional headers', () => {
    expect(toHtmlTable([['<b>&', 'a\nb']], ['Name', 'Note'])).toBe(
      '<table><thead><tr><th>Name</th><th>Note</th></tr></thead><tbody><tr><td>&lt;b&gt;&amp;</td><td>a<br>b</td></tr></tbody></table>',
    );
    expect(toHtmlTable([['1']])).toBe('<table><tbody><tr><td>1</td></tr></tbody></table>');
  });

  it('puts the headers as the first TSV line when asked', () => {
    expect(clipboardData([['1', '2']], ['A', 'B']).text).toBe('A\tB\r\n1\t2');
    expect(clipboardData([['1', '2']]).text).toBe('1\t2');
  });
});
