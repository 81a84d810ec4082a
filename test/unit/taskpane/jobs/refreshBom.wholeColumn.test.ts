import type { CellValue, Product } from '../../../../src/core';
import { MemoryWorkbook, type RangeAddress } from '../../../../src/office/workbook';
import { refreshBom } from '../../../../src/taskpane/jobs/refreshBom';
import type { JobContext } from '../../../../src/taskpane/jobs/types';
import { productOf } from '../../core/support/memoryService';
import { fakeClient } from '../support/fakeClient';

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

function workbookWith(rows: readonly (readonly CellValue[])[], selection: RangeAddress): MemoryWorkbook {
  const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
  rows.forEach((row, r) =>
    row.forEach((value, c) => {
      if (value !== '') workbook.setCellText('BOM', r, c, typeof value === 'string' ? `'${value}` : String(value));
    }),
  );
  workbook.setSelection(selection);
  return workbook;
}

function contextFor(workbook: MemoryWorkbook): JobContext {
  return {
    client: fakeClient(CATALOG),
    workbook,
    lang: 'en',
    signal: new AbortController().signal,
    onProgress: () => undefined,
    confirmOverwrite: async () => false,
  };
}

test('a whole part column under a title row: the header is found below the blank cells, the BOM refreshed', async () => {
  const workbook = workbookWith(SHEET, { sheet: 'BOM', row: 0, column: 1, rowCount: 1_048_576, columnCount: 1 });
  const outcome = await refreshBom(contextFor(workbook), { columns: ['Status'] });
  expect(outcome.status).toBe('done');
  expect(outcome.parts).toBe(2);
  expect([2, 3, 4].map((row) => workbook.displayText('BOM', row, 3))).toEqual([
    'Status',
    'In Production',
    'Discontinued',
  ]);
  // Nothing above the header was touched.
  expect(workbook.values('BOM').slice(0, 2)).toEqual([
    ['Project X, main board', '', '', ''],
    ['', '', '', ''],
  ]);
});

test('a selection starting on blank cells above the header works the same', async () => {
  const workbook = workbookWith(SHEET, { sheet: 'BOM', row: 1, column: 1, rowCount: 4, columnCount: 1 });
  const outcome = await refreshBom(contextFor(workbook), { columns: ['Status'] });
  expect(outcome).toMatchObject({ status: 'done', parts: 2, notFound: [] });
  expect(workbook.displayText('BOM', 4, 3)).toBe('Discontinued');
});
