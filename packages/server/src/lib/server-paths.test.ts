import { describe, expect, it } from 'vitest';
import { detailsWithoutServerPaths, withoutServerPaths } from './server-paths';

describe('withoutServerPaths', () => {
  it.each([
    ['Error when sniffing file "/tmp/cubus-x/data/files/d1/f1"', 'Error when sniffing file "f1"'],
    [
      "IO Error: No files found that match the pattern '/srv/data/x.parquet'",
      "IO Error: No files found that match the pattern 'x.parquet'",
    ],
    ['Cannot open C:\\data\\files\\a.csv now', 'Cannot open a.csv now'],
    ['folder /srv/data/files/ is full', 'folder files is full'],
  ])('cuts %s', (text, expected) => {
    expect(withoutServerPaths(text)).toBe(expected);
  });

  it.each([
    'Expected 1/2/3 columns',
    'see http://example.com/a/b for more',
    'a relative path a/b/c stays',
    'a single /root stays',
  ])('leaves %s as it is', (text) => {
    expect(withoutServerPaths(text)).toBe(text);
  });

  it('cuts the strings inside details', () => {
    expect(detailsWithoutServerPaths({ reason: 'at /a/b/c', n: 1, list: ['/x/y'] })).toEqual({
      reason: 'at c',
      n: 1,
      list: ['y'],
    });
  });
});
