import type { TableColumnType, ValueType } from '@cubus/shared';

/** The qry value type of each column type of a data table, whatever engine stores it. */
export const valueTypes: Record<TableColumnType, ValueType> = {
  text: 'text',
  integer: 'integer',
  bigint: 'integer',
  double: 'number',
  decimal: 'number',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'datetime',
};
