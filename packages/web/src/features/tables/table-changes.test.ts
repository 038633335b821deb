import { describe, expect, it } from 'vitest';
import { alterSteps, editedColumnsOf } from './table-changes';

const saved = editedColumnsOf([
  { name: 'id', type: 'integer', nullable: false },
  { name: 'region', type: 'text', nullable: true },
  { name: 'old', type: 'double', nullable: true },
]);

describe('table changes', () => {
  it('asks for nothing when nothing changed', () => {
    expect(alterSteps(saved)).toEqual([]);
  });

  it('drops, then renames, then adds, so a dropped name can be taken again', () => {
    const [id, region, old] = saved;
    if (!id || !region || !old) throw new Error('setup');
    const steps = alterSteps([
      id,
      { ...region, name: 'area' },
      { ...old, drop: true },
      { from: null, name: 'old', type: 'date', nullable: true, drop: false },
      { from: null, name: '', type: 'text', nullable: true, drop: false },
    ]);
    expect(steps).toEqual([
      { drop: 'old' },
      { rename: { from: 'region', to: 'area' } },
      { add: { name: 'old', type: 'date', nullable: true } },
    ]);
  });
});
