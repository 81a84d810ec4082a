import fc from 'fast-check';
import type { CellValue, Product } from '../../../../../../src/core';
import type { RangeAddress } from '../../../../../../src/office/workbook';
import { refreshBom } from '../../../../../../src/taskpane/features/bom/jobs/refreshBom';
import { describeError } from '../../../../../../src/taskpane/wording/describeError';
import { jobHarness } from '../../../../../support/jobHarness';
import { productOf } from '../../../../../support/productOf';
import { fakeClient } from '../../../support/fakeClient';
import { workbookWith } from '../../../support/workbookWith';
import { propertyRuns } from '../../../../../support/propertyRuns';

// A BOM refresh writes only inside its own BOM: the BOM is found from the selection (and its record once it
// was refreshed), never from whatever else stands on its header row; new columns go at its right edge and
// never into another table; what is beside and below it is left as it was.

const CATALOG: Product[] = [
  productOf('OCM188R71H104KA01D', { Status: 'In Production', ProductName: 'MLCC 0.1uF' }),
  productOf('OCM188R71H104KA01J', { Status: 'To be discontinued', LastBuyDate: '2026-03-31' }),
  productOf('OCM21BR61C106KE01L', { Status: 'Discontinued', LastBuyDate: '2024-12-31' }),
  productOf('OCM155R61A105KE15D', { Status: 'NRND' }),
  productOf('OCM155R61A105KE16D', { Status: 'In Production' }),
];
const PARTNOS = CATALOG.map((product) => product.record.Partno);

const BOM: CellValue[][] = [
  ['Part number', 'Qty'],
  ...PARTNOS.map((partno, index): CellValue[] => [partno, index + 1]),
];
const ALL_PARTS: RangeAddress = { sheet: 'BOM', row: 1, column: 0, rowCount: PARTNOS.length, columnCount: 1 };
const cell = (row: number, column: number): RangeAddress => ({
  sheet: 'BOM',
  row,
  column,
  rowCount: 1,
  columnCount: 1,
});

describe('refreshBom: the BOM a selection is in', () => {
  test('one part number selected after a refresh: the same BOM, refreshed in place, no second header', async () => {
    const h = jobHarness(fakeClient(CATALOG), { workbook: workbookWith(BOM, ALL_PARTS) });
    await refreshBom(h.context, { columns: ['Status'] });
    const before = h.workbook.values('BOM');
    h.workbook.setSelection(cell(4, 0));
    const outcome = await refreshBom(h.context, { columns: ['Status'] });
    expect(outcome).toMatchObject({ status: 'done', parts: PARTNOS.length });
    expect(h.confirmations).toEqual([]);
    // The same cells, the refresh note aside (it says when).
    const withoutNote = (rows: CellValue[][]): CellValue[][] => rows.map((row) => row.slice(0, 3));
    expect(withoutNote(h.workbook.values('BOM'))).toEqual(withoutNote(before));
    expect(h.workbook.values('BOM').length).toBe(before.length);
  });

  test('one part number selected in a BOM never refreshed, under a header PartSpec knows', async () => {
    const h = jobHarness(fakeClient(CATALOG), { workbook: workbookWith(BOM, cell(4, 0)) });
    const outcome = await refreshBom(h.context, { columns: ['Status'] });
    expect(outcome).toMatchObject({ status: 'done', parts: PARTNOS.length });
    expect(h.workbook.values('BOM')[0].slice(0, 3)).toEqual(['Part number', 'Qty', 'Status']);
    expect(
      h.workbook
        .values('BOM')
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(PARTNOS);
  });

  test('one part number selected under a header PartSpec does not know, the rows above holding numbers', async () => {
    const rows = [['Component', 'Qty'], ...BOM.slice(1)];
    const h = jobHarness(fakeClient(CATALOG), { workbook: workbookWith(rows, cell(3, 0)) });
    const outcome = await refreshBom(h.context, { columns: ['Status'] });
    expect(outcome).toMatchObject({ status: 'done', parts: PARTNOS.length });
    expect(h.workbook.values('BOM')[0].slice(0, 3)).toEqual(['Component', 'Qty', 'Status']);
    expect(
      h.workbook
        .values('BOM')
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(PARTNOS);
  });

  test('the header cell alone: the part numbers under it', async () => {
    const h = jobHarness(fakeClient(CATALOG), { workbook: workbookWith(BOM, cell(0, 0)) });
    const outcome = await refreshBom(h.context, { columns: ['Status'] });
    expect(outcome).toMatchObject({ status: 'done', parts: PARTNOS.length });
    expect(
      h.workbook
        .values('BOM')
        .slice(1)
        .map((row) => row[2]),
    ).toEqual(CATALOG.map((product) => product.record.Status));
  });

  test('a part number alone on row 1 of a BOM without a header: it is no header; the refresh says what to select', async () => {
    const rows = BOM.slice(1);
    const h = jobHarness(fakeClient(CATALOG), { workbook: workbookWith(rows, cell(0, 0)) });
    const before = h.workbook.values('BOM');
    const error = await refreshBom(h.context, { columns: ['Status'] }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({
      name: 'BomRefreshError',
      problem: { kind: 'notABom', layout: { kind: 'notAHeader' } },
    });
    expect(describeError(error)).toMatch(/header/);
    expect(h.workbook.values('BOM')).toEqual(before);
  });

  test('part of the column: the whole BOM', async () => {
    const h = jobHarness(fakeClient(CATALOG), {
      workbook: workbookWith(BOM, { ...ALL_PARTS, row: 2, rowCount: 2 }),
    });
    const outcome = await refreshBom(h.context, { columns: ['Status'] });
    expect(outcome).toMatchObject({ status: 'done', parts: PARTNOS.length });
    expect(h.workbook.values('BOM')[0].slice(0, 3)).toEqual(['Part number', 'Qty', 'Status']);
  });
});

describe('refreshBom: new columns at the BOM’s right edge, never into another table', () => {
  /** The BOM in A:B, and an Excel table of 3 columns from `column` on, as an inserted search leaves it. */
  function withTable(column: number): ReturnType<typeof jobHarness> {
    const h = jobHarness(fakeClient(CATALOG), { workbook: workbookWith(BOM, ALL_PARTS) });
    const table: CellValue[][] = [
      ['Partno', 'Status', 'Capacitance'],
      ['OCM188R71H104KA01D', 'In Production', 1e-7],
      ['OCM155R61A105KE15D', 'NRND', 1e-6],
    ];
    h.workbook.writeValues({ sheet: 'BOM', row: 0, column }, table);
    return h;
  }

  test('a table after a gap: the column goes right of the BOM, the table and its rows are as they were', async () => {
    const h = withTable(5);
    await h.workbook.addTable({ sheet: 'BOM', row: 0, column: 5, rowCount: 3, columnCount: 3 });
    const tableBefore = h.workbook.values('BOM').map((row) => row.slice(5, 8));
    const outcome = await refreshBom(h.context, { columns: ['Status', 'ProductName'] });
    expect(outcome.status).toBe('done');
    expect(h.workbook.values('BOM')[0].slice(0, 4)).toEqual(['Part number', 'Qty', 'Status', 'ProductName']);
    expect(h.workbook.values('BOM').map((row) => row.slice(5, 8))).toEqual(tableBefore);
    // Nothing right of the table, and no mark on its rows.
    expect(h.workbook.values('BOM').every((row) => row.slice(8).every((value) => value === ''))).toBe(true);
    expect(h.workbook.highlightAt('BOM', 2, 6)).toBeUndefined();
  });

  test('a table right next to the BOM: asked before anything is written into it; declined, nothing changes', async () => {
    const h = withTable(2);
    await h.workbook.addTable({ sheet: 'BOM', row: 0, column: 2, rowCount: 3, columnCount: 3 });
    const before = h.workbook.values('BOM');
    const outcome = await refreshBom(h.context, { columns: ['Status'] });
    expect(outcome.status).toBe('declined');
    expect(h.confirmations).toHaveLength(1);
    expect(h.workbook.values('BOM')).toEqual(before);
  });
});

describe('refreshBom: property: whatever stands beside and below, and whatever is selected', () => {
  const columnChoices = ['Status', 'LastBuyDate', 'ProductName', 'ProductionEndDate'];

  test('every cell outside the BOM’s columns is unchanged, and the BOM’s rows keep their part numbers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          top: fc.integer({ min: 0, max: 3 }),
          left: fc.integer({ min: 0, max: 3 }),
          count: fc.integer({ min: 1, max: PARTNOS.length }),
          knownHeader: fc.boolean(),
          gap: fc.integer({ min: 0, max: 3 }),
          below: fc.boolean(),
          selection: fc.constantFrom('header', 'one', 'some', 'all'),
          pick: fc.integer({ min: 0, max: 100 }),
          columns: fc.subarray(columnChoices, { minLength: 1 }),
        }),
        async (sheet) => {
          const width = 2;
          const rows: CellValue[][] = [];
          const put = (row: number, column: number, value: CellValue): void => {
            while (rows.length <= row) rows.push([]);
            while (rows[row].length <= column) rows[row].push('');
            rows[row][column] = value;
          };
          put(sheet.top, sheet.left, sheet.knownHeader ? 'Part number' : 'Component');
          put(sheet.top, sheet.left + 1, 'Qty');
          for (let index = 0; index < sheet.count; index += 1) {
            put(sheet.top + 1 + index, sheet.left, PARTNOS[index]);
            put(sheet.top + 1 + index, sheet.left + 1, index + 1);
          }
          // Another table's cells beside the BOM, after `gap` empty columns, and values under it after a blank row.
          const tableColumn = sheet.left + width + sheet.gap;
          for (let row = 0; row < sheet.top + sheet.count + 2; row += 1) {
            for (let column = 0; column < 2; column += 1) put(row, tableColumn + column, `other ${row}:${column}`);
          }
          if (sheet.below) put(sheet.top + sheet.count + 2, sheet.left, 'not the BOM');
          const first = sheet.top + 1 + (sheet.pick % sheet.count);
          const selection: RangeAddress = {
            sheet: 'BOM',
            column: sheet.left,
            columnCount: 1,
            ...(sheet.selection === 'header'
              ? { row: sheet.top, rowCount: 1 }
              : sheet.selection === 'one'
                ? { row: first, rowCount: 1 }
                : sheet.selection === 'some'
                  ? { row: first, rowCount: sheet.top + sheet.count - first + 1 }
                  : { row: sheet.top + 1, rowCount: sheet.count }),
          };
          const h = jobHarness(fakeClient(CATALOG), { workbook: workbookWith(rows, selection) });
          await h.workbook.addTable({
            sheet: 'BOM',
            row: 0,
            column: tableColumn,
            rowCount: sheet.top + sheet.count + 2,
            columnCount: 2,
          });
          const before = h.workbook.values('BOM');
          await refreshBom(h.context, { columns: sheet.columns });
          const after = h.workbook.values('BOM');
          // PartSpec's columns stand between the part column and the other table, on the BOM's rows only.
          const inBom = (row: number, column: number): boolean =>
            row >= sheet.top && row <= sheet.top + sheet.count && column >= sheet.left + width && column < tableColumn;
          for (let row = 0; row < Math.max(before.length, after.length); row += 1) {
            for (let column = 0; column < Math.max(before[0]?.length ?? 0, after[0]?.length ?? 0); column += 1) {
              if (inBom(row, column)) continue;
              const was = before[row]?.[column] ?? '';
              const now = after[row]?.[column] ?? '';
              if (was !== now) throw new Error(`${JSON.stringify(sheet)}: cell ${row}:${column} was ${was}, is ${now}`);
            }
          }
          expect(after.slice(sheet.top + 1, sheet.top + 1 + sheet.count).map((row) => row[sheet.left])).toEqual(
            PARTNOS.slice(0, sheet.count),
          );
        },
      ),
      { numRuns: propertyRuns(60) },
    );
  }, 120_000);
});
