import { describe, expect, it } from 'vitest';
import {
  blankWizard,
  columnsRead,
  fileChosen,
  fileSourceOf,
  sourceChosen,
  sourceOf,
  targetChosen,
  valuesOf,
  type WizardState,
  wizardOf,
  writtenOf,
} from './wizard-state';
import { defaultMapping, discoveredOf } from './wizard-values';

const state: WizardState = {
  ...blankWizard,
  file: { id: '0b3a6c1e-8c4e-4b61-9d0e-2f7f3c1d9a01', name: 'sales.csv' },
  format: 'csv',
  options: { encoding: 'latin1', header: true, delimiter: ';', sheet: 'ignored' },
  target: { kind: 'new', name: 'sales' },
  lines: [
    { source: 'Order id', include: true, target: 'order_id', type: 'integer' },
    { source: 'Note', include: false, target: 'note', type: 'text' },
  ],
  name: ' Sales ',
};

describe('import wizard state', () => {
  it('names an unnamed import and new table after the chosen file or source table, and keeps given names', () => {
    const chosen = fileChosen(blankWizard, { id: 'f1', name: 'Sales 2024.xlsx' });
    expect([chosen.format, chosen.name, chosen.target]).toEqual([
      'xlsx',
      'Sales 2024',
      { kind: 'new', name: 'sales_2024' },
    ]);
    expect(fileChosen(state, { id: 'f2', name: 'other.csv' })).toMatchObject({
      name: ' Sales ',
      target: state.target,
    });
    const fromSource = {
      ...blankWizard,
      from: 'datasource' as const,
      datasource: { id: 'd1', name: 'CRM', type: 'postgres', target: null },
    };
    expect(targetChosen(fromSource, { schema: 'public', table: 'Orders' })).toMatchObject({
      datasource: { id: 'd1', target: { table: 'Orders' } },
      name: 'Orders',
      target: { kind: 'new', name: 'orders' },
    });
    expect(targetChosen(blankWizard, { query: 'select 1' })).toBe(blankWizard);
  });

  it('sends only the options the format has, and reads the header as data when discovering', () => {
    expect(sourceOf(state)).toEqual({
      fileId: state.file?.id,
      format: 'csv',
      options: { encoding: 'latin1', header: true, delimiter: ';' },
    });
    expect(fileSourceOf(state, true).options?.header).toBe(false);
    expect(
      fileSourceOf({ ...state, format: 'xlsx', options: { ...state.options, sheet: 2 } }).options,
    ).toEqual({
      encoding: 'utf-8',
      header: true,
      sheet: 2,
    });
    expect(fileSourceOf({ ...state, format: 'parquet' }).options).toEqual({
      encoding: 'utf-8',
      header: true,
    });
  });

  it('builds the values of an import and reads them back', () => {
    const values = valuesOf(state);
    expect(values).toMatchObject({
      name: 'Sales',
      target: { newTable: 'sales' },
      mapping: [{ source: 'Order id', target: 'order_id', type: 'integer' }],
      mode: 'append',
      policy: { onError: 'reject', maxRejected: 1000 },
    });
    const back = wizardOf({ ...values, id: 'i1' }, 'sales.csv', []);
    expect(back).toMatchObject({
      file: { id: state.file?.id, name: 'sales.csv' },
      target: { kind: 'new', name: 'sales' },
      lines: [{ source: 'Order id', include: true, target: 'order_id', type: 'integer' }],
      name: 'Sales',
    });
  });

  it('reads a data source’s table or query, and brings a saved one back with its source', () => {
    const sourceId = '6f1c2b9e-3d4a-4c5b-8e7f-1a2b3c4d5e6f';
    const datasource = { id: sourceId, name: 'Shop', type: 'postgres', target: null };
    const fromSource: WizardState = { ...state, from: 'datasource', datasource };
    expect(sourceChosen(fromSource)).toBe(false);
    const table = {
      ...fromSource,
      datasource: { ...datasource, target: { schema: 'public', table: 'orders' } },
    };
    expect(sourceChosen(table)).toBe(true);
    expect(sourceOf(table)).toEqual({ datasourceId: sourceId, schema: 'public', table: 'orders' });
    // MySQL tables have no schema to name: none is sent.
    const bare = { ...fromSource, datasource: { ...datasource, target: { schema: '', table: 'orders' } } };
    expect(sourceOf(bare)).toEqual({ datasourceId: sourceId, table: 'orders' });
    const query = { ...fromSource, datasource: { ...datasource, target: { query: 'select 1 as one' } } };
    expect(sourceOf(query)).toEqual({ datasourceId: sourceId, query: 'select 1 as one' });
    const back = wizardOf(
      { ...valuesOf(table), id: 'i2' },
      null,
      [],
      [{ id: sourceId, name: 'Shop', type: 'postgres' }],
    );
    expect(back).toMatchObject({
      from: 'datasource',
      file: null,
      datasource: {
        id: sourceId,
        name: 'Shop',
        type: 'postgres',
        target: { schema: 'public', table: 'orders' },
      },
    });
  });

  it('keeps a saved schedule when the import is edited', () => {
    const schedule = { cron: '0 6 * * 1-5', timezone: 'UTC', enabled: true };
    const back = wizardOf({ ...valuesOf(state), schedule, id: 'i3' }, 'sales.csv', []);
    expect(valuesOf(back).schedule).toEqual(schedule);
  });

  describe('a spreadsheet’s CSV from another language', () => {
    // As the preview reads it for its columns: the header line as data, every value text.
    const german = discoveredOf(
      {
        columns: ['column0', 'column1', 'column2'].map((name) => ({ name, type: 'text' as const })),
        rows: [
          ['Kunde', 'Betrag', 'Datum'],
          ['Müller GmbH', '1.234,56', '31.12.2025'],
          ['Öztürk', '-0,5', '1.2.2025'],
        ].map(([column0, column1, column2]) => ({ values: { column0, column1, column2 } })),
      },
      true,
    );
    const chosen = fileChosen(
      { ...blankWizard, options: { ...blankWizard.options, delimiter: ';' } },
      {
        id: '0b3a6c1e-8c4e-4b61-9d0e-2f7f3c1d9a01',
        name: 'kunden.csv',
      },
    );

    it('is read with the decimal comma and days first its sample shows, when the user chose neither', () => {
      const read = columnsRead(chosen, german);
      expect(writtenOf(read)).toEqual({ decimal: ',', dates: 'dmy' });
      expect(fileSourceOf(read).options).toMatchObject({ delimiter: ';', decimal: ',', dates: 'dmy' });
      expect(defaultMapping(german, null, writtenOf(read)).map((line) => line.type)).toEqual([
        'text',
        'double',
        'date',
      ]);
      // Another file chosen: what this one's sample showed is forgotten.
      expect(writtenOf(fileChosen(read, { id: 'f2', name: 'other.csv' }))).toEqual({});
    });

    it('keeps what the user chose, before the columns are read or after', () => {
      const point = { ...chosen, options: { ...chosen.options, decimal: '.' as const } };
      expect(writtenOf(columnsRead(point, german))).toEqual({ decimal: '.', dates: 'dmy' });
      const read = columnsRead(chosen, german);
      const months = { ...read, options: { ...read.options, dates: 'mdy' as const } };
      expect(writtenOf(columnsRead(months, german))).toEqual({ decimal: ',', dates: 'mdy' });
    });

    it('reads a saved import as saved, and an Excel or a data source’s columns as typed', () => {
      const saved = wizardOf({ ...valuesOf(chosen), id: 'i4' }, 'kunden.csv', []);
      expect(writtenOf(columnsRead(saved, german))).toEqual({ decimal: '.', dates: 'ymd' });
      expect(writtenOf(columnsRead({ ...chosen, format: 'xlsx' }, german))).toEqual({});
      expect(writtenOf(columnsRead({ ...chosen, from: 'datasource' }, german))).toEqual({});
    });
  });
});
