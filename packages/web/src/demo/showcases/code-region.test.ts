import { describe, expect, it } from 'vitest';
import { codeRegion } from './code-region';

const source = [
  'const a = 1;',
  '  // #region basic',
  '  function Basic() {',
  '    return 1;',
  '  }',
  '  // #endregion',
  '// #region last',
  'last();',
].join('\n');

describe('codeRegion', () => {
  it('gives the region without its markers and common indent', () => {
    expect(codeRegion(source, 'basic')).toBe('function Basic() {\n  return 1;\n}');
  });

  it('runs to the end of the file when the region is not closed', () => {
    expect(codeRegion(source, 'last')).toBe('last();');
  });

  it('is empty for an unknown region', () => {
    expect(codeRegion(source, 'nope')).toBe('');
  });
});
