import { type CellValue, createClient, type PartSpecClient, parseFilter, type Product } from '../../src/core';
import { ExcelWorkbook, MemoryWorkbook, readTableRecords, type TableRecord } from '../../src/office/workbook';
import { insertSearchResults } from '../../src/taskpane/features/search/jobs/insertSearch';
import { refreshBom } from '../../src/taskpane/features/bom/jobs/refreshBom';
import { refreshAllRecords } from '../../src/taskpane/features/tables/jobs/refreshRecord';
import { refreshAllTables } from '../../src/taskpane/features/tables/jobs/refreshAllTables';
import { refreshTable } from '../../src/taskpane/features/tables/jobs/refreshTable';
import { tableRefreshedText } from '../../src/taskpane/features/tables/wording/tableRefreshedText';
import { expectedPartnos, products, valueOf } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';
import { ExcelFake } from '../support/excelFake';
import { recordPartProblems } from '../support/officeXml';
import { jobHarness, searchRequest } from '../support/jobHarness';

const service = useContractService({ settings: false });

/** 373 products: small enough to write quickly, more than a screen. */
const SIZE = '0204';
const FILTER = parseFilter(`SizecodeInch eq '${SIZE}'`);
const all = () => expectedPartnos((product) => valueOf(product, 'SizecodeInch') === SIZE);

/**
 * The reference service, with a catalogue that changes between two refreshes: products in `hidden` are
 * left out of every search answer, as if not yet released or withdrawn since.
 */
function changingCatalogue(hidden: Set<string>): PartSpecClient {
  const client = createClient({ baseUrl: service.url, apiKey: TEST_KEY, rate: { perSecond: 1000, burst: 1000 } });
  return {
    ...client,
    searchAll: async (options) =>
      (await client.searchAll(options)).filter((product: Product) => !hidden.has(product.record.Partno)),
  };
}

const at = (hour: number) => () => new Date(2026, 10, 24, hour, 5);
const partnoColumn = (values: CellValue[][]) => values.slice(2).map((row) => row[0]);

describe('Refresh table: a search table run again in place', () => {
  test('rows that appear and disappear between two refreshes; the user column to the right and its formulas stay', async () => {
    const partnos = all();
    const hidden = new Set(partnos.slice(0, 20));
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    const first = jobHarness(changingCatalogue(hidden), { workbook, now: at(7) });
    const inserted = await insertSearchResults(
      first.context,
      searchRequest({ filter: FILTER, fields: ['Partno', 'Status', 'Capacitance', 'Length'] }),
    );
    expect(inserted).toMatchObject({ status: 'done', rows: partnos.length - 20 });
    // The table starts at A2 below its "as of" line; the user adds a column with formulas to its right.
    expect(workbook.values('Search')[0][0]).toBe(
      'As of 2026-11-24 07:05 from the service · PartSpec › Tables › Refresh table',
    );
    expect(workbook.values('Search')[1]).toEqual(['Partno', 'Status', 'Capacitance (µF)', 'Length (mm)']);
    workbook.setCellText('Search', 1, 5, 'My note');
    for (let row = 2; row < 400; row += 1) workbook.setCellText('Search', row, 5, `=C${row + 1}*1000`);
    const userColumn = () =>
      workbook
        .values('Search')
        .slice(1, 400)
        .map((row) => row[5]);
    const before = userColumn();

    let [record] = await readTableRecords(workbook);
    expect(record).toMatchObject({
      source: { kind: 'search', filter: "SizecodeInch eq '0204'", orderby: '' },
      range: { sheet: 'Search', row: 1, column: 0, rowCount: partnos.length - 20 + 1, columnCount: 4 },
      columns: ['Partno', 'Status', 'Capacitance', 'Length'],
      lang: 'en',
      numberUnits: 'display',
      units: { Capacitance: -6, Length: -3 },
      refreshedAt: new Date(2026, 10, 24, 7, 5).toISOString(),
    });

    // Released since: the 20 hidden ones appear; withdrawn: the last 50 of the rest.
    const withdrawn = new Set(partnos.slice(-50));
    const second = jobHarness(changingCatalogue(withdrawn), { workbook, now: at(9) });
    const grown = await refreshTable(second.context, record);
    expect(grown).toMatchObject({ status: 'done', rows: partnos.length - 50 });
    expect(grown.summary).toMatchObject({
      kind: 'refreshed',
      products: partnos.length - 50,
      before: partnos.length - 20,
    });
    expect(tableRefreshedText(grown.summary)).toBe(
      `Refreshed Search!A2:D${partnos.length - 50 + 2}: ${partnos.length - 50} products, 30 fewer than before. ` +
        'Answered from the service, 2026-11-24 09:05.',
    );
    let values = workbook.values('Search');
    expect(partnoColumn(values).slice(0, partnos.length - 50)).toEqual(partnos.slice(0, -50));
    // The rows the table no longer has are empty in its columns, and only there.
    for (const row of values.slice(partnos.length - 50 + 2, partnos.length - 20 + 2)) {
      expect(row.slice(0, 4)).toEqual(['', '', '', '']);
    }
    expect(userColumn()).toEqual(before);
    expect(workbook.cell('Search', 2, 5)?.formula).toBe('=C3*1000');
    expect(values[0][0]).toBe('As of 2026-11-24 09:05 from the service · PartSpec › Tables › Refresh table');
    expect(workbook.tables('Search')).toEqual([
      { sheet: 'Search', row: 1, column: 0, rowCount: partnos.length - 50 + 1, columnCount: 4 },
    ]);

    // Everything again: 50 rows more than the table has, written below it where the cells are free.
    [record] = await readTableRecords(workbook);
    const third = jobHarness(changingCatalogue(new Set()), { workbook, now: at(10) });
    const outcome = await refreshTable(third.context, record);
    expect(outcome).toMatchObject({ status: 'done', rows: partnos.length });
    expect(third.confirmations).toEqual([]);
    values = workbook.values('Search');
    expect(partnoColumn(values).slice(0, partnos.length)).toEqual(partnos);
    expect(userColumn()).toEqual(before);
    [record] = await readTableRecords(workbook);
    expect(record.range.rowCount).toBe(partnos.length + 1);
    expect(record.refreshedAt).toBe(new Date(2026, 10, 24, 10, 5).toISOString());
  });

  test('the units recorded with the table win over the units asked for now', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    const h = jobHarness(changingCatalogue(new Set()), { workbook });
    await insertSearchResults(
      h.context,
      searchRequest({ filter: FILTER, fields: ['Partno', 'Length'], unitChoices: { Length: -6 } }),
    );
    expect(workbook.values('Search')[1]).toEqual(['Partno', 'Length (µm)']);
    const [record] = await readTableRecords(workbook);
    expect(record.units).toEqual({ Length: -6 });
    await refreshTable(h.context, record);
    expect(workbook.values('Search')[1]).toEqual(['Partno', 'Length (µm)']);
  });

  test("new rows over the user's values below the table: asked first, and declining writes nothing", async () => {
    const partnos = all();
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    const h = jobHarness(changingCatalogue(new Set(partnos.slice(0, 10))), { workbook });
    await insertSearchResults(h.context, searchRequest({ filter: FILTER, fields: ['Partno', 'Status'] }));
    const below = partnos.length - 10 + 2 + 3;
    workbook.setCellText('Search', below, 1, 'mine');
    const snapshot = workbook.values('Search');
    const [record] = await readTableRecords(workbook);
    const again = jobHarness(changingCatalogue(new Set()), { workbook, confirm: false });
    const outcome = await refreshTable(again.context, record);
    expect(outcome.status).toBe('declined');
    expect(again.confirmations).toHaveLength(1);
    expect(again.confirmations[0].question).toMatchObject({ kind: 'tableGrew', products: partnos.length });
    expect(again.confirmations[0].description).toMatch(/holds values\. Replace them\?$/);
    expect(outcome.summary).toEqual({ kind: 'grewDeclined', range: again.confirmations[0].range });
    expect(workbook.values('Search')).toEqual(snapshot);
  });

  test('a table written over or moved: asked before writing where its header was', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    const h = jobHarness(changingCatalogue(new Set()), { workbook });
    await insertSearchResults(h.context, searchRequest({ filter: FILTER, fields: ['Partno', 'Status'] }));
    workbook.setCellText('Search', 1, 0, 'Something else');
    const [record] = await readTableRecords(workbook);
    const again = jobHarness(changingCatalogue(new Set()), { workbook, confirm: false });
    const outcome = await refreshTable(again.context, record);
    expect(outcome.status).toBe('declined');
    const header = { ...record.range, rowCount: 1 };
    expect(again.confirmations[0].question).toEqual({
      kind: 'headerMoved',
      range: header,
      header: ['Partno', 'Status'],
    });
    expect(again.confirmations[0].description).toMatch(/no longer holds this table's header/);
    expect(outcome.summary).toEqual({ kind: 'headerMovedDeclined', range: header });
    expect(workbook.values('Search')[1][0]).toBe('Something else');
  });
});

describe('Refresh table in Excel: the record survives the workbook being closed and opened again', () => {
  test('inserted through one Excel adapter, refreshed through a new one over the same workbook', async () => {
    const fake = new ExcelFake();
    const partnos = all();
    const writer = jobHarness(changingCatalogue(new Set(partnos.slice(0, 5))), {
      workbook: new ExcelWorkbook(fake.excel, fake.office) as unknown as MemoryWorkbook,
      now: at(7),
    });
    const inserted = await insertSearchResults(
      writer.context,
      searchRequest({ filter: FILTER, fields: ['Partno', 'Status'] }),
    );
    expect(inserted.status).toBe('done');

    const reopened = new ExcelWorkbook(fake.excel, fake.office);
    const records: TableRecord[] = await readTableRecords(reopened);
    expect(records).toHaveLength(1);
    const reader = jobHarness(changingCatalogue(new Set()), {
      workbook: reopened as unknown as MemoryWorkbook,
      now: at(8),
    });
    const outcome = await refreshAllTables(reader.context, async () => {
      throw new Error('no BOM here');
    });
    expect(outcome).toMatchObject({ status: 'done', summary: { refreshed: 1, failed: 0 } });
    expect(fake.valueAt('Search', 0, 0)).toBe(
      "'As of 2026-11-24 08:05 from the service · PartSpec › Tables › Refresh table",
    );
    expect(fake.valueAt('Search', 2 + partnos.length - 1, 0)).toBe(`'${partnos[partnos.length - 1]}`);
    expect((await readTableRecords(reopened))[0].range.rowCount).toBe(partnos.length + 1);
    // The record as Excel was handed it: a custom XML part that a conforming parser reads and the schema accepts.
    expect(await recordPartProblems(fake.customXmlParts())).toEqual({ tables: [] });
  });
});

describe('Refresh all: a BOM recorded beside search tables', () => {
  test('the BOM is refreshed where it was recorded, whatever is selected now, and says its new date', async () => {
    const parts = products()
      .filter((product) => product.record.Status === 'In Production')
      .slice(0, 3);
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    workbook.setCellText('BOM', 0, 0, 'MPN');
    parts.forEach((part, index) => workbook.setCellText('BOM', index + 1, 0, `'${part.record.Partno}`));
    workbook.setSelection({ sheet: 'BOM', row: 0, column: 0, rowCount: 4, columnCount: 1 });
    const first = jobHarness(changingCatalogue(new Set()), { workbook, now: at(7) });
    const refreshed = await refreshBom(first.context, { columns: ['Status'] });
    expect(refreshed.status).toBe('done');
    const [record] = await readTableRecords(workbook);
    expect(record).toMatchObject({
      source: { kind: 'bom' },
      range: { sheet: 'BOM', row: 0, column: 0, rowCount: 4, columnCount: 1 },
      columns: ['Status'],
    });
    expect(record.caption).toBeUndefined();

    // The user replaces a part by one that does not exist and selects something else entirely.
    workbook.setCellText('BOM', 2, 0, "'NO-SUCH-PART");
    workbook.setSelection({ sheet: 'BOM', row: 10, column: 5, rowCount: 1, columnCount: 1 });
    const later = jobHarness(changingCatalogue(new Set()), { workbook, now: at(9) });
    const outcome = await refreshAllRecords(later.context);
    // Refreshed, and not plain Done: one of its parts is not found, as that BOM's own refresh would say.
    expect(outcome).toMatchObject({ status: 'doneSomeNotFound', summary: { refreshed: 1, failed: 0 } });
    const values = workbook.values('BOM');
    expect(values[1][1]).toBe('In Production');
    expect(String(values[2][1])).toMatch(/^Not found/);
    expect(values[0]).toContain('Refreshed 2026-11-24 09:05 from the service');
    expect((await readTableRecords(workbook))[0].refreshedAt).toBe(new Date(2026, 10, 24, 9, 5).toISOString());
  });
});
