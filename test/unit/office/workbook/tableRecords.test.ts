import {
  forgetTableRecord,
  MemoryWorkbook,
  newTableId,
  readTableRecords,
  saveTableRecord,
  TABLE_RECORDS,
  type TableRecord,
} from '../../../../src/office/workbook';

const record = (change: Partial<TableRecord> = {}): TableRecord => ({
  id: 'T1',
  source: { kind: 'search', filter: "SizecodeInch eq '0402'", orderby: 'Capacitance desc' },
  range: { sheet: 'Search', row: 1, column: 0, rowCount: 11, columnCount: 3 },
  columns: ['Partno', 'Status', 'Capacitance'],
  lang: 'ja',
  numberUnits: 'display',
  units: { Capacitance: -9 },
  refreshedAt: '2026-11-24T07:05:00.000Z',
  ...change,
});

describe('table records in the workbook', () => {
  test('saved, read back as they were; again under the same id, replaced', async () => {
    const workbook = new MemoryWorkbook();
    await saveTableRecord(workbook, record());
    expect(await readTableRecords(workbook)).toEqual([record()]);
    await saveTableRecord(workbook, record({ refreshedAt: '2026-11-25T08:00:00.000Z' }));
    expect(await readTableRecords(workbook)).toEqual([record({ refreshedAt: '2026-11-25T08:00:00.000Z' })]);
  });

  test('a table written over another drops the other; a table elsewhere stays', async () => {
    const workbook = new MemoryWorkbook();
    await saveTableRecord(workbook, record());
    const elsewhere = record({ id: 'T2', range: { sheet: 'Other', row: 1, column: 0, rowCount: 5, columnCount: 2 } });
    await saveTableRecord(workbook, elsewhere);
    const over = record({ id: 'T3', range: { sheet: 'Search', row: 5, column: 2, rowCount: 3, columnCount: 3 } });
    await saveTableRecord(workbook, over);
    expect((await readTableRecords(workbook)).map((each) => each.id)).toEqual(['T2', 'T3']);
    await forgetTableRecord(workbook, 'T2');
    expect((await readTableRecords(workbook)).map((each) => each.id)).toEqual(['T3']);
    expect(newTableId(await readTableRecords(workbook))).toBe('T2');
  });

  test('never the key: a record holds what produced the table, and nothing of the settings but units and language', async () => {
    const workbook = new MemoryWorkbook();
    await saveTableRecord(workbook, record());
    const text = (await workbook.readRecord(TABLE_RECORDS)) ?? '';
    expect(Object.keys(JSON.parse(text).tables[0]).sort()).toEqual(
      ['columns', 'id', 'lang', 'numberUnits', 'range', 'refreshedAt', 'source', 'units'].sort(),
    );
    expect(text).not.toMatch(/key|apiKey|serviceUrl/i);
  });

  test('an entry this version cannot read (a later PartSpec, an edit by hand) is left out, and kept', async () => {
    const workbook = new MemoryWorkbook();
    const later = { id: 'T9', source: { kind: 'snapshot', category: 'inductors' } };
    await workbook.writeRecord(TABLE_RECORDS, JSON.stringify({ version: 2, tables: [later, record()] }));
    expect(await readTableRecords(workbook)).toEqual([record()]);
    await saveTableRecord(workbook, record({ id: 'T2', range: { ...record().range, sheet: 'Other' } }));
    const kept = JSON.parse((await workbook.readRecord(TABLE_RECORDS)) ?? '').tables;
    expect(kept).toContainEqual(later);
  });

  test('a record that is not JSON at all: no tables, nothing thrown', async () => {
    const workbook = new MemoryWorkbook();
    await workbook.writeRecord(TABLE_RECORDS, 'not json');
    expect(await readTableRecords(workbook)).toEqual([]);
  });
});
