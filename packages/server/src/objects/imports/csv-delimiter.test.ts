import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { delimiterOf, fileDelimiter } from './csv-delimiter';

describe('the delimiter of a CSV whose import names none', () => {
  it('is the one every first record splits by into the same columns, the most columns winning', () => {
    expect(delimiterOf('id,name,amount\n1,Ann,10.5\n2,Bob,3\n', '"')).toBe(',');
    // A spreadsheet in German: `;` between values, `,` the decimal sign inside them.
    expect(
      delimiterOf('Kunde;Betrag;Datum\nMüller GmbH;1.234,50;31.12.2024\nÖztürk;-12,00;15.03.2025\n', '"'),
    ).toBe(';');
    expect(delimiterOf('a\tb\tc\r\n1\t2\t3\r\n', '"')).toBe('\t');
    expect(delimiterOf('a|b\n1|2\n', '"')).toBe('|');
  });

  it('does not count what is quoted: a delimiter or a line break inside a value', () => {
    expect(delimiterOf('name;note\n"Smith, John";"one, two\nthree"\n"Doe, Jane";none\n', '"')).toBe(';');
    expect(delimiterOf("name,note\n'a;b';c\n'd;e';f\n", "'")).toBe(',');
  });

  it('is the one most records split by as the header does, when a few lines are ragged', () => {
    const ragged = ['id;name', ...Array.from({ length: 9 }, (_, i) => `${i};n${i}`), '9;x;extra'].join('\n');
    expect(delimiterOf(`${ragged}\n`, '"')).toBe(';');
  });

  it('is a comma for one column, or when no delimiter splits most records alike', () => {
    expect(delimiterOf('name\nAnn\nBob\n', '"')).toBe(',');
    expect(delimiterOf('a;b\n1;2;3\n4\n', '"')).toBe(',');
    expect(delimiterOf('', '"')).toBe(',');
  });

  it('leaves out a last record cut off by the end of the sample', () => {
    expect(delimiterOf('a;b;c\n1;2;3\n4;5', '"', false)).toBe(';');
    expect(delimiterOf('a;b;c\n1;2;3\n4;5', '"', true)).toBe(',');
  });

  it('reads the file in its encoding', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cubus-delimiter-'));
    try {
      const file = path.join(dir, 'kunden.csv');
      await writeFile(file, Buffer.from('\ufeffKunde;Stadt\nMüller;Köln\n', 'utf16le'));
      expect(await fileDelimiter(file, { quote: '"', encoding: 'utf-16' })).toBe(';');
      await writeFile(file, Buffer.from('Kunde|Stadt\nMüller|Köln\n', 'latin1'));
      expect(await fileDelimiter(file, { quote: '"', encoding: 'latin1' })).toBe('|');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
