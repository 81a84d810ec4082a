import { parseFilter, type Product } from '../../../../../../src/core';
import { MemoryWorkbook, readTableRecords, type TableRecord } from '../../../../../../src/office/workbook';
import { insertCategory } from '../../../../../../src/taskpane/features/category/jobs/insertCategory';
import { insertSearchResults } from '../../../../../../src/taskpane/features/search/jobs/insertSearch';
import { refreshAllTables } from '../../../../../../src/taskpane/features/tables/jobs/refreshAllTables';
import { refreshTable } from '../../../../../../src/taskpane/features/tables/jobs/refreshTable';
import { tableRefreshedText } from '../../../../../../src/taskpane/features/tables/wording/tableRefreshedText';
import { tablesRefreshedText } from '../../../../../../src/taskpane/features/tables/wording/tablesRefreshedText';
import type { JobOutcome } from '../../../../../../src/taskpane/jobs/types';
import { makeCatalog } from '../../../../../support/memoryService';
import { fakeClient } from '../../../support/fakeClient';
import { jobHarness, searchRequest, tableValues } from '../../../../../support/jobHarness';

const catalog = makeCatalog(7, { capacitorFamilies: 20, inductorFamilies: 10 });
const capacitors = catalog.filter((product) => product.category === 'ceramicCapacitorsSMD');
const inductors = catalog.filter((product) => product.category === 'inductors');

/** A workbook with a search table of every capacitor (sheet Search) and the inductors category (sheet Inductors). */
async function workbookWithTables(): Promise<{ workbook: MemoryWorkbook; search: TableRecord; category: TableRecord }> {
  const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
  const { context } = jobHarness(fakeClient(catalog), { workbook });
  const filter = parseFilter("Category eq 'ceramicCapacitorsSMD'");
  expect(await insertSearchResults(context, searchRequest({ filter, fields: ['Partno', 'Status'] }))).toMatchObject({
    status: 'done',
  });
  expect(
    await insertCategory(context, { category: 'inductors', numberUnits: 'display', fields: ['Partno'] }),
  ).toMatchObject({ status: 'done' });
  const records = await readTableRecords(workbook);
  const search = records.find((record) => record.source.kind === 'search')!;
  const category = records.find((record) => record.source.kind === 'category')!;
  return { workbook, search, category };
}

/** A refresh against a service that holds `products` now. */
function refreshing(workbook: MemoryWorkbook, products: readonly Product[]) {
  return jobHarness(fakeClient(products), { workbook, now: () => new Date(2026, 10, 24, 7, 30) }).context;
}

const noBom = (): Promise<JobOutcome<never>> => Promise.reject(new Error('No BOM in these workbooks.'));
/** A BOM's summary in words: these workbooks have none. */
const noBomText = (): string => {
  throw new Error('No BOM in these workbooks.');
};

describe('refreshTable: done when it found products, not found when nothing matches any more', () => {
  test('the same products as before: done, however little changed', async () => {
    const { workbook, search } = await workbookWithTables();
    const outcome = await refreshTable(refreshing(workbook, catalog), search);
    expect(outcome).toMatchObject({ status: 'done', rows: capacitors.length });
    expect(outcome.summary).toMatchObject({
      kind: 'refreshed',
      range: search.range,
      products: capacitors.length,
      before: capacitors.length,
    });
    expect(tableRefreshedText(outcome.summary)).toBe(
      `Refreshed Search!A2:B${capacitors.length + 2}: ${capacitors.length} products, as many rows as before. ` +
        'Answered from the service, 2026-11-24 07:30.',
    );
  });

  test('a search that now matches nothing: not found, never done; the table is kept as it was, and it says what to try', async () => {
    const { workbook, search } = await workbookWithTables();
    const before = tableValues(workbook, 'Search');
    const records = await readTableRecords(workbook);
    const outcome = await refreshTable(refreshing(workbook, inductors), search);
    expect(outcome).toEqual({
      status: 'notFound',
      rows: 0,
      summary: { kind: 'noMatch', range: search.range, refreshedAt: search.refreshedAt },
    });
    expect(tableRefreshedText(outcome.summary)).toMatch(
      new RegExp(
        `^No product matches this table's search now, so Search!A2:B${capacitors.length + 2} is kept as it was on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\. If some should, loosen or remove a condition in the Search tab and insert the search again; if the table is no longer needed, delete it\\.$`,
      ),
    );
    // Not a cell, not the record's date: an empty answer is no reason to throw the rows away unasked.
    expect(tableValues(workbook, 'Search')).toEqual(before);
    expect(await readTableRecords(workbook)).toEqual(records);
  });

  test('a category table fetched again tells the bytes of its file as they arrive, of its size', async () => {
    const { workbook, category } = await workbookWithTables();
    const h = jobHarness(fakeClient(catalog), { workbook, now: () => new Date(2026, 10, 24, 7, 30) });
    expect(await refreshTable(h.context, category)).toMatchObject({ status: 'done' });
    const size = JSON.stringify(inductors).length;
    const fetching = h.progress.filter((one) => one.phase === 'fetching');
    expect(fetching[0].step).toEqual({ kind: 'fetchingTable' });
    expect(fetching.map(({ done, total, text }) => [done, total, text])).toEqual([
      [0, undefined, 'Fetching the table again'],
      [0, undefined, 'Asking the service for the download address'],
      [Math.floor(size / 2), size, expect.stringMatching(/^\d[\d,.]* (KB|bytes) of \d[\d,.]* (KB|bytes) downloaded$/)],
      [size, size, expect.stringMatching(/ downloaded$/)],
      [size, size, expect.stringMatching(/^Reading /)],
    ]);
  });

  test('a category the service gives no product of now: not found, in words of the category, the table kept', async () => {
    const { workbook, category } = await workbookWithTables();
    const before = tableValues(workbook, 'Inductors');
    const outcome = await refreshTable(refreshing(workbook, capacitors), category);
    expect(outcome).toMatchObject({ status: 'notFound', rows: 0 });
    expect(outcome.summary).toEqual({
      kind: 'categoryEmpty',
      category: 'inductors',
      range: category.range,
      refreshedAt: category.refreshedAt,
    });
    expect(tableRefreshedText(outcome.summary)).toMatch(
      /^The service gave no products of inductors now, so Inductors!A2:A\d+ is kept as it was on .+\. Refresh again later, or check in Settings that the service URL is the one you mean\.$/,
    );
    expect(tableValues(workbook, 'Inductors')).toEqual(before);
  });
});

describe('refreshAllTables: Done only when every table found products', () => {
  test('every table found its products: done', async () => {
    const { workbook } = await workbookWithTables();
    expect(await refreshAllTables(refreshing(workbook, catalog), noBom)).toMatchObject({
      status: 'done',
      summary: { refreshed: 2, failed: 0 },
    });
  });

  test('one table matches nothing any more: done with some not found, and its line says so', async () => {
    const { workbook } = await workbookWithTables();
    const outcome = await refreshAllTables(refreshing(workbook, capacitors), noBom);
    // The one that found nothing is kept as it was: not refreshed, and not failed either.
    expect(outcome).toMatchObject({ status: 'doneSomeNotFound', summary: { refreshed: 1, failed: 0 } });
    expect(outcome.summary).toMatchObject({
      tables: 2,
      refreshed: 1,
      results: [
        { kind: 'table', summary: { kind: 'refreshed' } },
        { kind: 'table', summary: { kind: 'categoryEmpty' } },
      ],
    });
    const text = tablesRefreshedText(outcome.summary, noBomText);
    expect(text).toContain('Refreshed 1 of 2 tables.');
    expect(text).toContain('The service gave no products of inductors now');
  });

  test('no table matches anything any more: not found', async () => {
    const { workbook } = await workbookWithTables();
    expect(await refreshAllTables(refreshing(workbook, []), noBom)).toMatchObject({
      status: 'notFound',
      summary: { refreshed: 0, failed: 0 },
    });
  });

  test('no table to refresh: not found, never done', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    const outcome = await refreshAllTables(refreshing(workbook, catalog), noBom);
    expect(outcome).toMatchObject({
      status: 'notFound',
      summary: { tables: 0, refreshed: 0, failed: 0, results: [] },
    });
    expect(tablesRefreshedText(outcome.summary, noBomText)).toBe(
      'No table to refresh: insert a search, a category or refresh a BOM first.',
    );
  });
});
