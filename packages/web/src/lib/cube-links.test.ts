import { describe, expect, it } from 'vitest';
// The cubes feature's manifest names the route the links go to.
import '../app/features';
import { cellOf, cubeLink } from './cube-links';

describe('cube links', () => {
  it('point at a cell by its members’ codes and read it back, a code with a colon included', () => {
    const at = [
      { dimension: 'region', code: 'EU:North' },
      { dimension: 'version', code: 'Budget 2025' },
    ];
    const link = cubeLink('c 1', { at });
    expect(link).toBe('/cubus/cubes?cube=c+1&at=region%3AEU%3ANorth&at=version%3ABudget+2025');
    expect(cellOf(new URL(link, 'http://x').searchParams)).toEqual(at);
    expect(cubeLink('c1', { view: 'v1' })).toBe('/cubus/cubes?cube=c1&view=v1');
    // A part with no dimension before its colon is left out.
    expect(cellOf(new URLSearchParams('at=%3Ax&at=nocolon&at=a%3Ab'))).toEqual([
      { dimension: 'a', code: 'b' },
    ]);
  });
});
