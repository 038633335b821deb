import { describe, expect, it } from 'vitest';
import { badTextPath } from './text-guard';

describe('badTextPath', () => {
  it('names where the first NUL or lone surrogate is, in a key or a string', () => {
    expect(badTextPath({ a: ['ok', 'x\u0000'] })).toBe('/a/1');
    expect(badTextPath({ a: { 'b\uD800': 1 } }, '/body')).toBe('/body/a/b\uD800');
    expect(badTextPath('\uDC00', '/query')).toBe('/query');
    expect(badTextPath('\u0000')).toBe('/');
  });

  it('passes good text, numbers, empty parts and buffers', () => {
    expect(badTextPath({ a: ['ok', 1, null, { b: 'fine \uD83D\uDE00' }] })).toBeUndefined();
    expect(badTextPath({}, '/params')).toBeUndefined();
    expect(badTextPath(undefined, '/body')).toBeUndefined();
    expect(badTextPath(Buffer.from([0]))).toBeUndefined();
  });
});
