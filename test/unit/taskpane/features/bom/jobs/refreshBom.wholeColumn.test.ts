import type { CellValue, Product } from '../../../../../../src/core';
import { refreshBom } from '../../../../../../src/taskpane/features/bom/jobs/refreshBom';
import { productOf } from '../../../../../support/productOf';
import { fakeClient } from '../../../support/fakeClient';
import { jobHarness } from '../../../../../support/jobHarness';
import { workbookWith } from '../../../support/workbookWith';

// The BOM view says a whole column works: a BOM sheet usually has a title above its table, so the part
// column of a whole-column selection starts with blank cells, then its header.
const CATALOG: Product[] = [
  productOf('OCM188R71H104KA01D', { Status: 'In Production', AlternativePartno: [] }),
  productOf('OCM21BR61C106KE01L', { Status: 'Discontinued', AlternativePartno: [] }),
];

const SHEET: CellValue[][] = [
  ['Project X, main board', '', ''],
  ['', '', ''],
  ['Item', 'Part number', 'Qty'],
  [1, 'OCM188R71H104KA01D', 10],
  [2, 'OCM21BR61C106KE01L', 2],
];

test('a whole part column under a title row: the header is found below the blank cells, the BOM refreshed', async () => {
  const workbook = workbookWith(SHEET, { sheet: 'BOM', row: 0, column: 1, rowCount: 1_048_576, columnCount: 1 });
  const now = (): Date => new Date(2026, 10, 24, 7, 30);
  const outcome = await refreshBom(jobHarness(fakeClient(CATALOG), { workbook, now }).context, {
    columns: ['Status'],
  });
  expect(outcome.status).toBe('done');
  expect(outcome.parts).toBe(2);
  // The refresh note on the header row, right of the Status column.
  expect(workbook.values('BOM')[2]).toEqual([
    'Item',
    'Part number',
    'Qty',
    'Status',
    'Refreshed 2026-11-24 07:30 from the service',
  ]);
  expect([2, 3, 4].map((row) => workbook.displayText('BOM', row, 3))).toEqual([
    'Status',
    'In Production',
    'Discontinued',
  ]);
  // Nothing above the header was touched.
  expect(workbook.values('BOM').slice(0, 2)).toEqual([
    ['Project X, main board', '', '', '', ''],
    ['', '', '', '', ''],
  ]);
});

test('a selection starting on blank cells above the header works the same', async () => {
  const workbook = workbookWith(SHEET, { sheet: 'BOM', row: 1, column: 1, rowCount: 4, columnCount: 1 });
  const outcome = await refreshBom(jobHarness(fakeClient(CATALOG), { workbook }).context, { columns: ['Status'] });
  expect(outcome).toMatchObject({ status: 'done', parts: 2, notFound: [] });
  expect(workbook.displayText('BOM', 4, 3)).toBe('Discontinued');
});
