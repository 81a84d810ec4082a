import { type CellValue, PartSpecError, type Product, parseFilter, ServiceError } from '../../../../../../src/core';
import { type CellAddress, MemoryWorkbook, PartialWriteError } from '../../../../../../src/office/workbook';
import { insertCategory } from '../../../../../../src/taskpane/features/category/jobs/insertCategory';
import { insertSearchResults } from '../../../../../../src/taskpane/features/search/jobs/insertSearch';
import { categorySummaryText } from '../../../../../../src/taskpane/features/category/wording/categorySummaryText';
import { searchSummaryText } from '../../../../../../src/taskpane/features/search/wording/searchSummaryText';
import { describeError } from '../../../../../../src/taskpane/wording/describeError';
import { rejection } from '../../../../../support/rejection';
import { makeCatalog } from '../../../../../support/memoryService';
import { productOf } from '../../../../../support/productOf';
import { fakeClient } from '../../../support/fakeClient';
import {
  cancel,
  cancelWhen,
  jobHarness,
  searchRequest,
  somethingFetched,
  tableValues,
} from '../../../../../support/jobHarness';

const catalog = makeCatalog(7, { capacitorFamilies: 60, inductorFamilies: 20 });

/** Part numbers in column `column` of a sheet, header row left out. */
function columnOf(workbook: MemoryWorkbook, sheet: string, column: number): string[] {
  return tableValues(workbook, sheet)
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
    const values = tableValues(h.workbook, 'Search');
    expect(values[0]).toEqual(['Partno', 'Status', 'Capacitance (µF)']);
    expect(columnOf(h.workbook, 'Search', 0).sort()).toEqual(catalog.map((product) => product.record.Partno).sort());
    const range = { sheet: 'Search', row: 1, column: 0, rowCount: catalog.length + 1, columnCount: 3 };
    expect(outcome).toEqual({
      status: 'done',
      rows: catalog.length,
      range,
      summary: { kind: 'written', rows: { unit: 'products', count: catalog.length }, range },
    });
    expect(searchSummaryText(outcome.summary)).toBe(
      `Wrote ${catalog.length} products to Search!A2:C${catalog.length + 2}.`,
    );
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
      step: { kind: 'found' },
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
    expect(second.summary).toMatchObject({ kind: 'written', range: { sheet: 'Search (2)' } });
    expect(searchSummaryText(second.summary)).toMatch(/^Wrote \d+ products to 'Search \(2\)'!A2:[A-Z]+\d+\.$/);
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
    const range = { sheet: 'Sheet1', row: 0, column: 0, rowCount: catalog.length + 1, columnCount: 2 };
    const rows = { unit: 'products', count: catalog.length };
    expect(h.confirmations).toEqual([
      {
        question: { kind: 'replaceValues', range, rows },
        range,
        description: `Sheet1!A1:B${catalog.length + 1} holds values. Replace them with the ${catalog.length} products found?`,
      },
    ]);
    expect(outcome).toEqual({
      status: 'declined',
      rows: 0,
      summary: { kind: 'declined', range, contents: { values: true, tables: [] } },
    });
    expect(searchSummaryText(outcome.summary)).toBe(
      `Nothing was written: Sheet1!A1:B${catalog.length + 1} holds values. Select an empty cell, or insert into a new sheet.`,
    );
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
    const range = { sheet: 'Sheet1', row: 5, column: 1, rowCount: catalog.length + 1, columnCount: 2 };
    const contents = { values: false, tables: ['Table1'] };
    expect(h.confirmations).toEqual([
      {
        question: { kind: 'replaceTable', range, contents, rows: { unit: 'products', count: catalog.length } },
        range,
        description: `${where} overlaps the Excel table "Table1". Replace those cells with the ${catalog.length} products found? That table becomes a plain range.`,
      },
    ]);
    expect(outcome).toEqual({ status: 'declined', rows: 0, summary: { kind: 'declined', range, contents } });
    expect(searchSummaryText(outcome.summary)).toBe(
      `Nothing was written: ${where} overlaps the Excel table "Table1". Select an empty cell outside any table, or insert into a new sheet.`,
    );
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

  test('nothing found: not found (never done), nothing written, no sheet added, and what to try', async () => {
    const h = jobHarness(fakeClient(catalog));
    const outcome = await insertSearchResults(h.context, searchRequest({ filter: parseFilter("Partno eq 'NOPE'") }));
    expect(outcome).toEqual({ status: 'notFound', rows: 0, summary: { kind: 'noMatch' } });
    expect(searchSummaryText(outcome.summary)).toBe(
      'No product matches these conditions, so nothing was written. Loosen a condition or remove one, then insert again.',
    );
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test('nothing found at the selection: not found, and the selected cells are as they were', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    workbook.setCellText('Sheet1', 2, 1, 'mine');
    workbook.setSelection({ sheet: 'Sheet1', row: 2, column: 1, rowCount: 1, columnCount: 1 });
    const h = jobHarness(fakeClient(catalog), { workbook });
    const outcome = await insertSearchResults(
      h.context,
      searchRequest({ filter: parseFilter("Partno eq 'NOPE'"), destination: 'selection' }),
    );
    expect(outcome).toMatchObject({ status: 'notFound', rows: 0 });
    expect(outcome.range).toBeUndefined();
    expect(h.confirmations).toEqual([]);
    expect(workbook.values('Sheet1')[2][1]).toBe('mine');
  });

  test('cancelled while fetching: no sheet is left behind', async () => {
    const h = jobHarness(fakeClient(catalog, { cap: 25 }), { onProgress: cancelWhen(somethingFetched) });
    const outcome = await insertSearchResults(h.context, searchRequest());
    expect(outcome).toEqual({ status: 'cancelled', rows: 0, summary: { kind: 'stopped' } });
    expect(searchSummaryText(outcome.summary)).toBe('Stopped while searching; nothing was written.');
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test('cancelled while writing: the sheet holds the header and complete rows, and the summary says how many', async () => {
    const big = bigProducts({ Status: 'In Production' });
    const h = jobHarness(fakeClient(big), { onProgress: cancelWhen((progress) => progress.phase === 'writing') });
    const outcome = await insertSearchResults(h.context, searchRequest({ fields: ['Partno', 'Notices'] }));
    expect(outcome.status).toBe('cancelled');
    expect(outcome.rows).toBeGreaterThan(0);
    expect(outcome.rows).toBeLessThan(big.length);
    const values = tableValues(h.workbook, 'Search');
    expect(values).toHaveLength(outcome.rows + 1);
    expect(values.every((row) => row.every((cell) => cell !== ''))).toBe(true);
    expect(outcome.range).toEqual({ sheet: 'Search', row: 1, column: 0, rowCount: outcome.rows + 1, columnCount: 2 });
    expect(outcome.summary).toEqual({
      kind: 'partly',
      written: outcome.rows,
      rows: { unit: 'products', count: 600 },
      range: outcome.range,
    });
    expect(searchSummaryText(outcome.summary)).toBe(
      `${outcome.rows} of 600 products were written to Search!A2:B${outcome.rows + 2}, each row complete; the rest were not.`,
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
    expect(tableValues(h.workbook, 'Search')).toHaveLength(outcome.rows + 1);
  });

  test('a failing search is thrown for the pane to describe', async () => {
    const client = fakeClient(catalog);
    client.service.failNext(new Error('service down'));
    const h = jobHarness(client);
    await expect(insertSearchResults(h.context, searchRequest())).rejects.toThrow('service down');
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });
});

describe('insertSearchResults: the service failing part-way', () => {
  const failure = new ServiceError(503, 9);
  const allPartnos = catalog.map((product) => product.record.Partno).sort();

  /** A search of every product, 25 a page, whose fourth request fails for good. */
  async function stoppedInsert(change: Parameters<typeof searchRequest>[0] = {}) {
    const client = fakeClient(catalog, { cap: 25 });
    client.service.failCall(4, failure);
    const h = jobHarness(client);
    const outcome = await insertSearchResults(h.context, searchRequest({ fields: ['Partno', 'Status'], ...change }));
    return { client, h, outcome };
  }

  test('what arrived is written, complete rows in a table, and the outcome offers the rest', async () => {
    const { h, outcome } = await stoppedInsert();
    expect(outcome.status).toBe('incomplete');
    expect(outcome.rest).toBeDefined();
    const written = columnOf(h.workbook, 'Search', 0);
    expect(written.length).toBe(outcome.rows);
    expect(written.length).toBeGreaterThan(50);
    expect(written.length).toBeLessThan(catalog.length);
    expect(new Set(written).size).toBe(written.length);
    expect(written.every((partno) => allPartnos.includes(partno))).toBe(true);
    expect(h.workbook.tables('Search')).toEqual([outcome.range]);
    expect(outcome.summary).toEqual({
      kind: 'incomplete',
      rows: outcome.rows,
      range: outcome.range,
      requests: 3,
      cause: failure,
    });
    expect(searchSummaryText(outcome.summary)).toBe(
      `Wrote the ${outcome.rows} products that arrived to Search!A2:B${outcome.rows + 2}, each row complete; then the search stopped after 3 requests. The service had a problem (503) and 9 attempts did not get an answer. Try again later. Fetch the rest to go on from there: the table is then written again, whole.`,
    );
  });

  test('Fetch the rest asks only for what is missing and writes the whole table in the same place', async () => {
    const { client, h, outcome } = await stoppedInsert();
    const callsBefore = client.service.calls.length;
    const reference = fakeClient(catalog, { cap: 25 });
    await insertSearchResults(jobHarness(reference).context, searchRequest({ fields: ['Partno', 'Status'] }));

    const rest = await outcome.rest!(jobHarness(client, { workbook: h.workbook }).context);
    expect(rest.status).toBe('done');
    expect(columnOf(h.workbook, 'Search', 0).sort()).toEqual(allPartnos);
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1', 'Search']);
    expect(h.workbook.tables('Search')).toEqual([rest.range]);
    expect(rest.range).toEqual({
      sheet: 'Search',
      row: 1,
      column: 0,
      rowCount: catalog.length + 1,
      columnCount: 2,
    });
    // The failed request and those after it: the same as the uninterrupted search from its fourth request on.
    expect(client.service.calls.length - callsBefore).toBe(reference.service.calls.length - 3);
  });

  test('at the selection: the rest replaces the first part without asking, but asks before cells beyond it', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    await workbook.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [['Parts']]);
    await workbook.select({ sheet: 'Sheet1', row: 2, column: 0, rowCount: 1, columnCount: 1 });
    const client = fakeClient(catalog, { cap: 25 });
    client.service.failCall(4, failure);
    const h = jobHarness(client, { workbook });
    const outcome = await insertSearchResults(
      h.context,
      searchRequest({ fields: ['Partno', 'Status'], destination: 'selection' }),
    );
    expect(outcome.status).toBe('incomplete');
    // The user writes a note under the table before fetching the rest.
    const below = outcome.range!.row + outcome.range!.rowCount + 3;
    await workbook.writeValues({ sheet: 'Sheet1', row: below, column: 1 }, [['my note']]);

    const declining = jobHarness(client, { workbook, confirm: false });
    const declined = await outcome.rest!(declining.context);
    expect(declined.status).toBe('declined');
    expect(declining.confirmations).toHaveLength(1);
    expect(declining.confirmations[0].description).toMatch(/holds values\. Replace them to complete the table/);
    expect(declined.summary).toMatchObject({ kind: 'completeDeclined', written: outcome.range });
    expect(searchSummaryText(declined.summary)).toContain(`still holds the products fetched before`);
    expect(workbook.values('Sheet1')[below][1]).toBe('my note');
    expect(columnOf(workbook, 'Sheet1', 0).filter((cell) => cell.startsWith('O')).length).toBe(outcome.rows);

    const agreeing = jobHarness(client, { workbook, confirm: true });
    const done = await outcome.rest!(agreeing.context);
    expect(done.status).toBe('done');
    expect(agreeing.confirmations).toHaveLength(1);
    expect(workbook.values('Sheet1')[0][0]).toBe('Parts');
    expect(workbook.values('Sheet1')[2]).toEqual(['Partno', 'Status']);
  });

  test('a rest that fails again writes what it has by then and offers the rest once more', async () => {
    const { client, h, outcome } = await stoppedInsert();
    client.service.failCall(client.service.calls.length + 3, failure);
    const second = await outcome.rest!(jobHarness(client, { workbook: h.workbook }).context);
    expect(second.status).toBe('incomplete');
    expect(second.rows).toBeGreaterThan(outcome.rows);
    expect(columnOf(h.workbook, 'Search', 0)).toHaveLength(second.rows);
    const third = await second.rest!(jobHarness(client, { workbook: h.workbook }).context);
    expect(third.status).toBe('done');
    expect(columnOf(h.workbook, 'Search', 0).sort()).toEqual(allPartnos);
  });

  test('cancelled while fetching the rest: the table is as it was, and the rest is still offered', async () => {
    const { client, h, outcome } = await stoppedInsert();
    const before = h.workbook.values('Search');
    const cancelling = jobHarness(client, { workbook: h.workbook, onProgress: cancelWhen(somethingFetched) });
    const stopped = await outcome.rest!(cancelling.context);
    expect(stopped.status).toBe('cancelled');
    expect(stopped.summary).toEqual({ kind: 'stoppedRest', range: outcome.range });
    expect(searchSummaryText(stopped.summary)).toBe(
      `Stopped while fetching the rest; ${'Search!A2:B'}${outcome.rows + 2} is as it was.`,
    );
    expect(h.workbook.values('Search')).toEqual(before);
    const done = await stopped.rest!(jobHarness(client, { workbook: h.workbook }).context);
    expect(done.status).toBe('done');
    expect(columnOf(h.workbook, 'Search', 0).sort()).toEqual(allPartnos);
  });

  test('a failure of the first request writes nothing: the failure itself is thrown', async () => {
    const client = fakeClient(catalog, { cap: 25 });
    client.service.failCall(1, failure);
    const h = jobHarness(client);
    const error = await insertSearchResults(h.context, searchRequest()).catch((caught: unknown) => caught);
    expect(error).toBe(failure);
    expect(error).toBeInstanceOf(PartSpecError);
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
    expect(outcome.summary).toMatchObject({ kind: 'written', rows: { unit: 'products', count: inductors.length } });
    expect(categorySummaryText(outcome.summary)).toMatch(
      new RegExp(`^Wrote ${inductors.length} products to Inductors!A2:[A-Z]+${inductors.length + 2}\\.$`),
    );
    expect(tableValues(h.workbook, 'Inductors')[0][0]).toBe('Category');
    const download = h.progress.filter((one) => one.phase === 'fetching' && one.total !== undefined);
    expect(download.length).toBeGreaterThan(0);
    expect(download.at(-1)!.done).toBe(download.at(-1)!.total);
    expect(h.progress[0].step).toEqual({ kind: 'download', download: { phase: 'address', bytes: 0 } });
    expect(h.progress[0].text).toBe('Asking the service for the download address');
  });

  test('sheet names are readable', async () => {
    const h = jobHarness(fakeClient(catalog));
    await insertCategory(h.context, { category: 'ceramicCapacitorsSMD', numberUnits: 'si', fields: ['Partno'] });
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1', 'Ceramic capacitors SMD']);
  });

  test('a category the service has no product of: not found (never done), nothing written, no sheet', async () => {
    const h = jobHarness(fakeClient(catalog));
    const outcome = await insertCategory(h.context, { category: 'ceramicCapacitorsLead', numberUnits: 'display' });
    expect(outcome).toEqual({
      status: 'notFound',
      rows: 0,
      summary: { kind: 'empty', category: 'ceramicCapacitorsLead' },
    });
    expect(categorySummaryText(outcome.summary)).toBe(
      'The service has no products of Ceramic capacitors lead, so nothing was written. Choose another category, or check in Settings that the service URL is the one you mean.',
    );
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test('cancelled while downloading: nothing written, no sheet', async () => {
    const h = jobHarness(fakeClient(catalog), { onProgress: cancelWhen(somethingFetched) });
    const outcome = await insertCategory(h.context, { category: 'inductors', numberUnits: 'display' });
    expect(outcome).toEqual({ status: 'cancelled', rows: 0, summary: { kind: 'stopped' } });
    expect(categorySummaryText(outcome.summary)).toBe('Stopped while downloading; nothing was written.');
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });
});
