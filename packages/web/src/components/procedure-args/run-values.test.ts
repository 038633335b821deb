import type { ProcedureArgument } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { initialRunValues, toRunArgs } from './run-values';

const refId = '0b6f4a8e-3d52-4c61-9a7e-2f1c8d5e4b3a';

describe('run values', () => {
  const list: ProcedureArgument[] = [
    { name: 'n', type: 'integer', required: true },
    { name: 'factor', type: 'number', required: false, default: 1.5 },
    { name: 'flag', type: 'boolean', required: false },
    { name: 'day', type: 'date', required: false },
    { name: 'region', type: 'member', required: false, refId },
  ];

  it('start from the defaults, a boolean off', () => {
    expect(initialRunValues(list)).toEqual({
      n: undefined,
      factor: 1.5,
      flag: false,
      day: undefined,
      region: undefined,
    });
  });

  it('leave empty values out and send numbers as numbers', () => {
    expect(toRunArgs(list, { n: '4', factor: 2.25, flag: true, day: '', region: ' North ' })).toEqual({
      n: 4,
      factor: 2.25,
      flag: true,
      region: 'North',
    });
    expect(toRunArgs(list, { n: null, flag: false })).toEqual({ flag: false });
  });
});
