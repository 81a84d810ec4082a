import { type CellValue, type Product, parseFilter } from '../../../../src/core';
import { type CellAddress, MemoryWorkbook, PartialWriteError } from '../../../../src/office/workbook';
import { insertCategory } from '../../../../src/taskpane/jobs/insertCategory';
import { insertSearchResults } from '../../../../src/taskpane/jobs/insertSearch';
import { describeError } from '../../../../src/taskpane/logic/describeError';
import { rejection } from '../../office/workbook/rejection';
import { makeCatalog, productOf } from '../../core/support/memoryService';
import { fakeClient } from '../support/fakeClient';
import { cancel, cancelWhen, jobHarness, searchRequest, somethingFetched } from '../support/jobHarness';

const catalog = makeCatalog(7, { capacitorFamilies: 60, inductorFamilies: 20 });

/** Part numbers in column `column` of a sheet, header row left out. */
function columnOf(workbook: MemoryWorkbook, sheet: string, column: number): string[] {
  return workbook
    .values(sheet)
    .slice(1)
    .map((row) => String(row[column]));
}

/** A workbook whose every writeValues is refused, as Excel may refuse a request (the network to Excel on the web gone). */
class RefusingWorkbook extends MemoryWorkbook {
  override async writeValues(_at: CellAddress, _values: readonly (readonly CellValue[])[]): Promise<void> {
    throw new Error('The request failed: the connection to Excel was lost.');
  }
}

/** 600 products whose long Notices make each row ~20 KB, so the 4 MB requests of writeTable take several chunks. */
function bigProducts(record: Partial<Product['record']> = {}): Product[] {
  return Array.from({ length: 600 }, (_, index) =>
    productOf(`OCM${String(index).padStart(5, '0')}`, { ...record, Notices: 'x'.repeat(20_000) }),
  );
}

describe('insertSearchResults', () => {
  test('every page of a search goes into a new sheet "Search", as a table', async () => {
    const client = fakeClient(catalog, { cap: 25 });
    const h = jobHarness(client);
    const outcome = await insertSearchResults(
      h.context,
      searchRequest({ fields: ['Partno', 'Status', 'Capacitance'] }),
    );
    expect(client.service.calls.length).toBeGreaterThan(1);
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1', 'Search']);
    const values = h.workbook.values('Search');
    expect(values[0]).toEqual(['Partno', 'Status', 'Capacitance (nF)']);
    expect(columnOf(h.workbook, 'Search', 0).sort()).toEqual(catalog.map((product) => product.record.Partno).sort());
    expect(outcome).toEqual({
      status: 'done',
      rows: catalog.length,
      range: { sheet: 'Search', row: 0, column: 0, rowCount: catalog.length + 1, columnCount: 3 },
      summary: `Wrote ${catalog.length} products to Search!A1:C${catalog.length + 1}.`,
    });
    expect(h.workbook.tables('Search')).toEqual([outcome.range]);
    expect(h.workbook.selection()).toEqual(outcome.range);
  });

  test('progress: products found and requests while fetching, then rows of a known total', async () => {
    const client = fakeClient(catalog, { cap: 25 });
    const h = jobHarness(client);
    await insertSearchResults(h.context, searchRequest({ numberUnits: 'si' }));
    const fetching = h.progress.filter((one) => one.phase === 'fetching');
    const writing = h.progress.filter((one) => one.phase === 'writing');
    expect(fetching.at(-1)).toEqual({
      phase: 'fetching',
      done: catalog.length,
      requests: client.service.calls.length,
      text: `${catalog.length} products found from ${client.service.calls.length} requests`,
    });
    expect(fetching.every((one) => one.total === undefined)).toBe(true);
    expect(writing.at(-1)).toMatchObject({ done: catalog.length, total: catalog.length });
  });

  test('a second search gets a sheet of its own', async () => {
    const h = jobHarness(fakeClient(catalog));
    await insertSearchResults(h.context, searchRequest());
    const second = await insertSearchResults(h.context, searchRequest());
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1', 'Search', 'Search (2)']);
    expect(second.summary).toMatch(/^Wrote \d+ products to 'Search \(2\)'!A1:[A-Z]+\d+\.$/);
  });

  test('at the selection: written from its top-left cell', async () => {
    const h = jobHarness(fakeClient(catalog));
    h.workbook.setSelection({ sheet: 'Sheet1', row: 2, column: 1, rowCount: 5, columnCount: 5 });
    const outcome = await insertSearchResults(
      h.context,
      searchRequest({
        filter: parseFilter("Category eq 'inductors'"),
        orderby: [{ item: 'Partno', direction: 'desc' }],
        fields: ['Partno'],
        destination: 'selection',
      }),
    );
    const inductors = catalog.filter((product) => product.category === 'inductors').map((p) => p.record.Partno);
    expect(outcome.range).toEqual({
      sheet: 'Sheet1',
      row: 2,
      column: 1,
      rowCount: inductors.length + 1,
      columnCount: 1,
    });
    const written = h.workbook
      .values('Sheet1')
      .slice(3)
      .map((row) => row[1]);
    expect(written).toEqual([...inductors].sort().reverse());
    expect(h.confirmations).toEqual([]);
  });

  test('a selection that holds values: asked first; declined writes nothing', async () => {
    const h = jobHarness(fakeClient(catalog), { confirm: false });
    h.workbook.setCellText('Sheet1', 4, 0, 'keep me');
    const before = h.workbook.values('Sheet1');
    const outcome = await insertSearchResults(
      h.context,
      searchRequest({ fields: ['Partno', 'Status'], destination: 'selection' }),
    );
    expect(h.confirmations).toEqual([
      {
        range: { sheet: 'Sheet1', row: 0, column: 0, rowCount: catalog.length + 1, columnCount: 2 },
        description: `Sheet1!A1:B${catalog.length + 1} holds values. Replace them with the ${catalog.length} products found?`,
      },
    ]);
    expect(outcome).toEqual({
      status: 'declined',
      rows: 0,
      summary: `Nothing was written: Sheet1!A1:B${catalog.length + 1} holds values. Select an empty cell, or insert into a new sheet.`,
    });
    expect(h.workbook.values('Sheet1')).toEqual(before);
  });

  test('a selection that holds values: confirmed, they are replaced', async () => {
    const h = jobHarness(fakeClient(catalog), { confirm: true });
    h.workbook.setCellText('Sheet1', 4, 0, 'replace me');
    const outcome = await insertSearchResults(
      h.context,
      searchRequest({ fields: ['Partno'], destination: 'selection' }),
    );
    expect(outcome.status).toBe('done');
    expect(h.workbook.values('Sheet1').flat()).not.toContain('replace me');
  });

  test('a selection in the empty rows of a user’s table: asked, naming the table; declined keeps it', async () => {
    const h = jobHarness(fakeClient(catalog), { confirm: false });
    await h.workbook.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [["'Part", "'Qty"]]);
    await h.workbook.addTable({ sheet: 'Sheet1', row: 0, column: 0, rowCount: 500, columnCount: 2 });
    h.workbook.setSelection({ sheet: 'Sheet1', row: 5, column: 1, rowCount: 1, columnCount: 1 });
    const outcome = await insertSearchResults(
      h.context,
      searchRequest({ fields: ['Partno', 'Status'], destination: 'selection' }),
    );
    const where = `Sheet1!B6:C${catalog.length + 6}`;
    expect(h.confirmations).toEqual([
      {
        range: { sheet: 'Sheet1', row: 5, column: 1, rowCount: catalog.length + 1, columnCount: 2 },
        description: `${where} overlaps the Excel table "Table1". Replace those cells with the ${catalog.length} products found? That table becomes a plain range.`,
      },
    ]);
    expect(outcome).toEqual({
      status: 'declined',
      rows: 0,
      summary: `Nothing was written: ${where} overlaps the Excel table "Table1". Select an empty cell outside any table, or insert into a new sheet.`,
    });
    expect(h.workbook.tableNames('Sheet1')).toEqual(['Table1']);
    expect(h.workbook.values('Sheet1')).toEqual([['Part', 'Qty']]);
  });

  test('the first write into the new sheet refused: the sheet is removed again, as the message says nothing was written', async () => {
    const h = jobHarness(fakeClient(catalog), { workbook: new RefusingWorkbook() });
    const error = await rejection<PartialWriteError>(insertSearchResults(h.context, searchRequest()));
    expect(error).toBeInstanceOf(PartialWriteError);
    expect(error.message).toMatch(/nothing was written/);
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test('the new sheet cannot be removed again: the message says it is there', async () => {
    const workbook = new RefusingWorkbook();
    workbook.deleteSheet = async () => {
      throw new Error('Excel is busy.');
    };
    const h = jobHarness(fakeClient(catalog), { workbook });
    const error = await rejection<Error>(insertSearchResults(h.context, searchRequest()));
    expect(error.cause).toBeInstanceOf(PartialWriteError);
    expect(describeError(error)).toMatch(
      /nothing was written\..* The sheet "Search" that PartSpec added for the table is still there: delete it if you do not need it\.$/,
    );
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1', 'Search']);
  });

  test('the new sheet is kept when it holds something: the user typed into it while PartSpec wrote', async () => {
    const workbook = new RefusingWorkbook();
    const addSheet = workbook.addSheet.bind(workbook);
    workbook.addSheet = async (name: string) => {
      const added = await addSheet(name);
      workbook.setCellText(added, 3, 3, 'mine');
      return added;
    };
    const h = jobHarness(fakeClient(catalog), { workbook });
    const error = await rejection<Error>(insertSearchResults(h.context, searchRequest()));
    expect(describeError(error)).toMatch(/The sheet "Search" that PartSpec added for the table is still there/);
    expect(h.workbook.values('Search')[3][3]).toBe('mine');
  });

  test('nothing found: nothing written, no sheet added', async () => {
    const h = jobHarness(fakeClient(catalog));
    const outcome = await insertSearchResults(h.context, searchRequest({ filter: parseFilter("Partno eq 'NOPE'") }));
    expect(outcome).toEqual({
      status: 'done',
      rows: 0,
      summary: 'No product matches these conditions, so nothing was written.',
    });
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test('cancelled while fetching: no sheet is left behind', async () => {
    const h = jobHarness(fakeClient(catalog, { cap: 25 }), { onProgress: cancelWhen(somethingFetched) });
    const outcome = await insertSearchResults(h.context, searchRequest());
    expect(outcome).toEqual({
      status: 'cancelled',
      rows: 0,
      summary: 'Stopped while searching; nothing was written.',
    });
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test('cancelled while writing: the sheet holds the header and complete rows, and the summary says how many', async () => {
    const big = bigProducts({ Status: 'In Production' });
    const h = jobHarness(fakeClient(big), { onProgress: cancelWhen((progress) => progress.phase === 'writing') });
    const outcome = await insertSearchResults(h.context, searchRequest({ fields: ['Partno', 'Notices'] }));
    expect(outcome.status).toBe('cancelled');
    expect(outcome.rows).toBeGreaterThan(0);
    expect(outcome.rows).toBeLessThan(big.length);
    const values = h.workbook.values('Search');
    expect(values).toHaveLength(outcome.rows + 1);
    expect(values.every((row) => row.every((cell) => cell !== ''))).toBe(true);
    expect(outcome.range).toEqual({ sheet: 'Search', row: 0, column: 0, rowCount: outcome.rows + 1, columnCount: 2 });
    expect(outcome.summary).toBe(
      `${outcome.rows} of 600 products were written to Search!A1:B${outcome.rows + 1}, each row complete; the rest were not.`,
    );
  });

  test('cancelled while the new sheet is being added: the sheet gets its first rows, never stays empty', async () => {
    const h = jobHarness(fakeClient(bigProducts()));
    const addSheet = h.workbook.addSheet.bind(h.workbook);
    h.workbook.addSheet = async (name: string) => {
      const added = await addSheet(name);
      cancel(h);
      return added;
    };
    const outcome = await insertSearchResults(h.context, searchRequest({ fields: ['Partno', 'Notices'] }));
    expect(outcome.status).toBe('cancelled');
    expect(outcome.rows).toBeGreaterThan(0);
    expect(h.workbook.values('Search')).toHaveLength(outcome.rows + 1);
  });

  test('a failing search is thrown for the pane to describe', async () => {
    const client = fakeClient(catalog);
    client.service.failNext(new Error('service down'));
    const h = jobHarness(client);
    await expect(insertSearchResults(h.context, searchRequest())).rejects.toThrow('service down');
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });
});

describe('insertCategory', () => {
  test('a whole category into a sheet named after it, with byte progress', async () => {
    const h = jobHarness(fakeClient(catalog));
    const outcome = await insertCategory(h.context, { category: 'inductors', numberUnits: 'display' });
    const inductors = catalog.filter((product) => product.category === 'inductors');
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1', 'Inductors']);
    expect(outcome).toMatchObject({ status: 'done', rows: inductors.length });
    expect(outcome.summary).toMatch(
      new RegExp(`^Wrote ${inductors.length} products to Inductors!A1:[A-Z]+${inductors.length + 1}\\.$`),
    );
    expect(h.workbook.values('Inductors')[0][0]).toBe('Category');
    const download = h.progress.filter((one) => one.phase === 'fetching' && one.total !== undefined);
    expect(download.length).toBeGreaterThan(0);
    expect(download.at(-1)!.done).toBe(download.at(-1)!.total);
    expect(h.progress[0].text).toBe('Asking the service for the download address');
  });

  test('sheet names are readable', async () => {
    const h = jobHarness(fakeClient(catalog));
    await insertCategory(h.context, { category: 'ceramicCapacitorsSMD', numberUnits: 'si', fields: ['Partno'] });
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1', 'Ceramic capacitors SMD']);
  });

  test('cancelled while downloading: nothing written, no sheet', async () => {
    const h = jobHarness(fakeClient(catalog), { onProgress: cancelWhen(somethingFetched) });
    const outcome = await insertCategory(h.context, { category: 'inductors', numberUnits: 'display' });
    expect(outcome).toEqual({
      status: 'cancelled',
      rows: 0,
      summary: 'Stopped while downloading; nothing was written.',
    });
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });
});
