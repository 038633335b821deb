import { describe, expect, it } from 'vitest';
import { csvLine, exportCell } from './export-cells';

describe('export cells', () => {
  it.each(['=1', '+1', '-1', '@A1', '\tx', '\rx'])('defuses %j', (text) => {
    expect(exportCell(text)).toBe(`'${text}`);
  });

  it('keeps numbers, booleans and plain text typed', () => {
    expect([
      exportCell(-5),
      exportCell(true),
      exportCell('a=b'),
      exportCell(null),
      exportCell({ a: 1 }),
    ]).toEqual([-5, true, 'a=b', null, '{"a":1}']);
    expect(csvLine(['a,b', 'x"y', 'line\nbreak', null, 3])).toBe('"a,b","x""y","line\nbreak",,3\r\n');
  });
});
