import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvHead, csvRecords } from './csv-head';

describe('a CSV’s lines', () => {
  it('split at breaks outside quotes, of every kind, blank ones left out', () => {
    expect(csvRecords('a,b\r\n"x\r\ny",2\n\n3,4\r5,6\r\n', '"')).toEqual(['a,b', '"x\r\ny",2', '3,4', '5,6']);
    expect(csvRecords("a;'b\nc'\n1;2", "'")).toEqual(["a;'b\nc'", '1;2']);
    // No quote: a quote mark is a character like any other.
    expect(csvRecords('a,"b\n1,2', '')).toEqual(['a,"b', '1,2']);
  });

  it('leave out the last one of a text cut short, and read a file’s start in its encoding', async () => {
    expect(csvRecords('a,b\n1,2\n3,', '"', false)).toEqual(['a,b', '1,2']);
    const dir = await mkdtemp(path.join(tmpdir(), 'csv-head-'));
    try {
      const file = path.join(dir, 'latin.csv');
      await writeFile(file, Buffer.from('Straße;Größe\nMüller;1,5\nÖztürk;2', 'latin1'));
      expect(await csvHead(file, { encoding: 'latin1', quote: '"' }, 1024)).toEqual([
        'Straße;Größe',
        'Müller;1,5',
        'Öztürk;2',
      ]);
      // Cut within its second line: only the first is whole.
      expect(await csvHead(file, { encoding: 'latin1', quote: '"' }, 16)).toEqual(['Straße;Größe']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
