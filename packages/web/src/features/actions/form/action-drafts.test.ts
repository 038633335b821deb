import type { ProcedureArgument } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { fromRow, toActionValues, toStep } from './action-drafts';

const schedule = { cron: '0 6 * * *', timezone: 'UTC', enabled: true };
const declared: ProcedureArgument[] = [
  { name: 'factor', type: 'number', required: true },
  { name: 'flag', type: 'boolean', required: false },
  { name: 'label', type: 'text', required: false },
  { name: 'region', type: 'member', required: false, refId: 'r1' },
  { name: 'facts', type: 'table', required: false },
];

describe('action drafts', () => {
  it('sends each argument in its declared type and leaves empty ones out', () => {
    const step = toStep(
      {
        type: 'procedure',
        procedureId: 'p1',
        args: { factor: '1.05', flag: true, label: '', region: ' North ', facts: 'sales', stale: 'x' },
      },
      () => declared,
    );
    expect(step).toEqual({
      type: 'procedure',
      procedureId: 'p1',
      args: { factor: 1.05, flag: true, region: 'North', facts: 'sales' },
      continueOnError: false,
    });
  });

  it('sends only the fields of each step’s type and the trigger chosen', () => {
    const values = toActionValues(
      {
        name: ' Nightly ',
        description: '',
        triggerType: 'schedule',
        schedule,
        afterKind: 'imports',
        afterId: 'ignored',
        steps: [
          {
            type: 'procedure',
            procedureId: 'p1',
            args: { factor: 2 },
            message: 'stale',
            continueOnError: true,
          },
          { type: 'ribbon', message: ' Done ', title: ' ', importId: 'stale' },
          { type: 'copy-scenario', cubeId: 'c1', from: 'Actual', to: 'Budget', factor: null },
        ],
      },
      () => declared,
    );
    expect(values).toEqual({
      name: 'Nightly',
      description: '',
      trigger: { type: 'schedule', schedule },
      steps: [
        { type: 'procedure', procedureId: 'p1', args: { factor: 2 }, continueOnError: true },
        { type: 'ribbon', message: 'Done', continueOnError: false },
        {
          type: 'copy-scenario',
          cubeId: 'c1',
          from: 'Actual',
          to: 'Budget',
          factor: 1,
          continueOnError: false,
        },
      ],
    });
  });

  it('reads a saved action back as the editor’s values', () => {
    const draft = fromRow(
      {
        id: 'a',
        name: 'After',
        description: null,
        trigger: { type: 'after', kind: 'actions', objectId: 'b' },
        steps: [{ type: 'mount', mountId: 'm' }],
      },
      schedule,
    );
    expect(draft).toMatchObject({
      name: 'After',
      triggerType: 'after',
      afterKind: 'actions',
      afterId: 'b',
      schedule,
      steps: [{ type: 'mount', mountId: 'm', continueOnError: false }],
    });
    expect(fromRow(null, schedule).steps).toEqual([{ type: 'ribbon', message: '', continueOnError: false }]);
  });
});
