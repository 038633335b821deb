import type { ProcedureArgument } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { argsLine, toDrafts, toProcedureArguments } from './argument-values';

const refId = '0b6f4a8e-3d52-4c61-9a7e-2f1c8d5e4b3a';
const cubeId = '7c2d9e1f-5a4b-4e3c-8d2a-1b0c9f8e7d6a';

describe('toProcedureArguments', () => {
  it('keeps only the settings of each type and types the default', () => {
    expect(
      toProcedureArguments([
        { name: ' n ', type: 'integer', default: '3', title: '  ', refId, cubeId },
        { name: 'factor', type: 'number', default: 'x', required: true },
        { name: 'flag', type: 'boolean', default: 'true' },
        { name: 'region', type: 'member', refId, cubeId, default: '' },
      ]),
    ).toEqual([
      { name: 'n', type: 'integer', required: false, default: 3 },
      { name: 'factor', type: 'number', required: true },
      { name: 'flag', type: 'boolean', required: false, default: true },
      { name: 'region', type: 'member', required: false, refId },
    ]);
  });

  it('names a scenario’s cube by id or by another argument, as chosen', () => {
    expect(
      toProcedureArguments([
        { name: 's1', type: 'scenario', cubeFrom: 'cube', cubeId, cubeArg: 'cube' },
        { name: 's2', type: 'scenario', cubeFrom: 'argument', cubeId, cubeArg: 'cube' },
      ]),
    ).toEqual([
      { name: 's1', type: 'scenario', required: false, cubeId },
      { name: 's2', type: 'scenario', required: false, cubeArg: 'cube' },
    ]);
  });

  it('round-trips through the editor rows', () => {
    const saved: ProcedureArgument[] = [
      { name: 'cube', type: 'cube', required: true },
      { name: 'from', type: 'scenario', required: true, cubeArg: 'cube' },
      { name: 'to', type: 'scenario', required: false, cubeId, title: 'Target' },
    ];
    expect(toProcedureArguments(toDrafts(saved))).toEqual(saved);
  });
});

describe('argsLine', () => {
  it('reads a run’s arguments as one line for the log', () => {
    expect(argsLine({ region: 'North', factor: 1.1, flag: true })).toBe(
      'region = North, factor = 1.1, flag = true',
    );
    expect(argsLine(null)).toBe('');
  });
});
