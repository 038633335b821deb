import { describe, expect, it } from 'vitest';
import { shardedDdl } from './cluster-ddl';

const names = { cluster: 'cubus', database: 'cubus_ab', local: 'cubus_ab_local' };
const distributed = (t: string, ine = '') =>
  `CREATE TABLE ${ine}\`cubus_ab\`.\`${t}\` AS \`cubus_ab_local\`.\`${t}\` ENGINE = Distributed('cubus', 'cubus_ab_local', '${t}', rand())`;

describe('the warehouse DDL on every shard', () => {
  it('makes a table as local rows under a Distributed table, of its columns or as another', () => {
    expect(shardedDdl('CREATE TABLE `sales` (a Int32) ENGINE = MergeTree ORDER BY tuple()', names)).toEqual({
      steps: [
        ['CREATE TABLE `cubus_ab_local`.`sales` (a Int32) ENGINE = MergeTree ORDER BY tuple()'],
        [distributed('sales')],
      ],
    });
    expect(
      shardedDdl('CREATE TABLE IF NOT EXISTS runs (a String) ENGINE = MergeTree ORDER BY a', names)?.steps,
    ).toEqual([
      ['CREATE TABLE IF NOT EXISTS `cubus_ab_local`.`runs` (a String) ENGINE = MergeTree ORDER BY a'],
      [distributed('runs', 'IF NOT EXISTS ')],
    ]);
    expect(shardedDdl('CREATE TABLE _edit_1 AS `sales`', names)?.steps).toEqual([
      ['CREATE TABLE `cubus_ab_local`.`_edit_1` AS `cubus_ab_local`.`sales`'],
      [distributed('_edit_1')],
    ]);
  });

  it('drops, truncates and alters the local tables; a mutation is waited for there', () => {
    expect(shardedDdl('DROP TABLE IF EXISTS t', names)?.steps).toEqual([
      ['DROP TABLE IF EXISTS `cubus_ab`.`t`'],
      ['DROP TABLE IF EXISTS `cubus_ab_local`.`t`'],
    ]);
    expect(shardedDdl('TRUNCATE TABLE `t`', names)?.steps).toEqual([['TRUNCATE TABLE `cubus_ab_local`.`t`']]);
    expect(shardedDdl("-- a user's\nALTER TABLE cubus_ab.t DELETE WHERE a = 1;", names)).toEqual({
      steps: [['ALTER TABLE `cubus_ab_local`.`t` DELETE WHERE a = 1']],
      mutated: 't',
    });
    expect(shardedDdl('ALTER TABLE t ADD COLUMN b Nullable(Int32)', names)?.steps).toEqual([
      ['ALTER TABLE `cubus_ab_local`.`t` ADD COLUMN b Nullable(Int32)'],
      ['DROP TABLE IF EXISTS `cubus_ab`.`t`', distributed('t')],
    ]);
  });

  it('renames the local tables, takes it back where it ran when a shard fails, and remakes the Distributed ones', () => {
    expect(shardedDdl('RENAME TABLE t TO _old, _fresh TO t', names)).toEqual({
      steps: [
        [
          'RENAME TABLE `cubus_ab_local`.`t` TO `cubus_ab_local`.`_old`, `cubus_ab_local`.`_fresh` TO `cubus_ab_local`.`t`',
        ],
        [
          'DROP TABLE IF EXISTS `cubus_ab`.`_old`',
          distributed('_old'),
          'DROP TABLE IF EXISTS `cubus_ab`.`t`',
          distributed('t'),
          'DROP TABLE IF EXISTS `cubus_ab`.`_fresh`',
        ],
      ],
      undo: 'RENAME TABLE `cubus_ab_local`.`t` TO `cubus_ab_local`.`_fresh`, `cubus_ab_local`.`_old` TO `cubus_ab_local`.`t`',
    });
  });

  it('leaves reads and inserts to the Distributed tables', () => {
    expect(shardedDdl('SELECT * FROM t', names)).toBeUndefined();
    expect(shardedDdl('INSERT INTO t SELECT 1', names)).toBeUndefined();
  });
});
