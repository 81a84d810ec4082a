import type { CellValue, SheetTable } from '../../../../src/core';
import {
  type CellAddress,
  InvalidRangeError,
  MemoryWorkbook,
  OccupiedRangeError,
  PartialWriteError,
  type WriteProgress,
  writeTable,
} from '../../../../src/office/workbook';
import { rejection } from '../../../support/rejection';

function productTable(rows: number): SheetTable {
  return {
    header: ['Partno', 'Capacitance (nF)', 'LastBuyDate', 'Status'],
    rows: Array.from({ length: rows }, (_, index): CellValue[] => [
      `'GRM${String(index).padStart(5, '0')}`,
      (index % 100) + 0.5,
      45352 + index,
      index % 7 === 0 ? "'NRND" : "'In Production",
    ]),
    numberFormats: [undefined, 'General', 'yyyy-mm-dd', undefined],
  };
}

/** A MemoryWorkbook whose `failOn`-th writeValues (1-based) is refused, as Excel may refuse a request. */
class RefusingWorkbook extends MemoryWorkbook {
  writes = 0;

  constructor(private readonly failOn: number) {
    super();
  }

  override async writeValues(at: CellAddress, values: readonly (readonly CellValue[])[]): Promise<void> {
    this.writes += 1;
    if (this.writes === this.failOn) throw new Error('The request payload size has exceeded the limit.');
    return super.writeValues(at, values);
  }
}

describe('writeTable into MemoryWorkbook', () => {
  test('cells land at the target, formats on the data rows, a table over all, the block selected', async () => {
    const book = new MemoryWorkbook();
    const table = productTable(3);
    const progress: WriteProgress[] = [];
    const result = await writeTable(book, { sheet: 'Sheet1', row: 2, column: 1 }, table, {
      onProgress: (step) => progress.push(step),
    });
    const range = { sheet: 'Sheet1', row: 2, column: 1, rowCount: 4, columnCount: 4 };
    expect(result).toEqual({
      complete: true,
      rowsWritten: 3,
      range,
      requests: 6,
      largestPayloadBytes: expect.any(Number),
    });
    // contents, one chunk of values, recalculation, formats, table, selection: as the workbook counted them.
    expect(book.requests.count).toBe(6);
    expect(await book.readValues(range)).toEqual([
      ['Partno', 'Capacitance (nF)', 'LastBuyDate', 'Status'],
      ['GRM00000', 0.5, 45352, 'NRND'],
      ['GRM00001', 1.5, 45353, 'In Production'],
      ['GRM00002', 2.5, 45354, 'In Production'],
    ]);
    expect(book.cell('Sheet1', 3, 1)?.quotePrefixed).toBe(true);
    expect(book.displayText('Sheet1', 3, 3)).toBe('2024-03-01');
    // The header keeps its own format.
    expect(book.cell('Sheet1', 2, 3)?.numberFormat).toBeUndefined();
    expect(book.tables('Sheet1')).toEqual([range]);
    expect(book.selection()).toEqual(range);
    expect(progress).toEqual([{ rowsWritten: 3, totalRows: 3, requests: 2 }]);
  });

  test('a large table goes in chunks, each within the budget, with progress after each', async () => {
    const book = new MemoryWorkbook();
    const table = productTable(2000);
    const progress: number[] = [];
    const budget = 5_000;
    const result = await writeTable(book, { sheet: 'Sheet1', row: 0, column: 0 }, table, {
      maxPayloadBytes: budget,
      onProgress: (step) => progress.push(step.rowsWritten),
    });
    expect(result.complete).toBe(true);
    expect(result.largestPayloadBytes).toBeLessThanOrEqual(budget);
    expect(book.requests.largestPayloadBytes).toBeLessThanOrEqual(budget);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress[progress.length - 1]).toBe(2000);
    expect(book.values('Sheet1')).toEqual([
      table.header,
      ...table.rows.map((row) => row.map((value) => (typeof value === 'string' ? value.slice(1) : value))),
    ]);
  });

  test('a cancel between chunks leaves complete rows, formatted and made a table', async () => {
    const book = new MemoryWorkbook();
    const controller = new AbortController();
    const table = productTable(500);
    const result = await writeTable(book, { sheet: 'Sheet1', row: 0, column: 0 }, table, {
      signal: controller.signal,
      maxPayloadBytes: 2000,
      onProgress: (step) => {
        if (step.rowsWritten >= 100) controller.abort();
      },
    });
    expect(result.complete).toBe(false);
    expect(result.rowsWritten).toBeGreaterThanOrEqual(100);
    expect(result.rowsWritten).toBeLessThan(500);
    const prefix = { sheet: 'Sheet1', row: 0, column: 0, rowCount: result.rowsWritten + 1, columnCount: 4 };
    expect(result.range).toEqual(prefix);
    expect(book.sheetSize('Sheet1')).toEqual({ rowCount: result.rowsWritten + 1, columnCount: 4 });
    expect(book.tables('Sheet1')).toEqual([prefix]);
    expect(book.cell('Sheet1', result.rowsWritten, 2)?.numberFormat).toBe('yyyy-mm-dd');
    expect(book.selection()).toEqual(prefix);
  });

  test('a signal aborted before the start writes nothing and rejects', async () => {
    const book = new MemoryWorkbook();
    const controller = new AbortController();
    controller.abort();
    await expect(
      writeTable(book, { sheet: 'Sheet1', row: 0, column: 0 }, productTable(10), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(book.requests.count).toBe(0);
  });

  test('a refused request ends in PartialWriteError, the prefix made consistent', async () => {
    const book = new RefusingWorkbook(4);
    const table = productTable(300);
    const error = await rejection(
      writeTable(book, { sheet: 'Sheet1', row: 0, column: 0 }, table, { maxPayloadBytes: 2000 }),
    );
    expect(error).toBeInstanceOf(PartialWriteError);
    const partial = error as PartialWriteError;
    expect(partial.headerWritten).toBe(true);
    expect(partial.rowsWritten).toBeGreaterThan(0);
    expect(partial.rowsWritten).toBeLessThan(300);
    expect(partial.range).toEqual({
      sheet: 'Sheet1',
      row: 0,
      column: 0,
      rowCount: partial.rowsWritten + 1,
      columnCount: 4,
    });
    expect((partial.cause as Error).message).toMatch(/payload/);
    expect(partial.message).toMatch(/Sheet1!A1:D\d+ holds the header and the first \d+ of 300 rows/);
    expect(partial.message).toMatch(/Write the table again/);
    expect(book.sheetSize('Sheet1').rowCount).toBe(partial.rowsWritten + 1);
    expect(book.tables('Sheet1')).toEqual([partial.range]);
  });

  test('the very first request refused: nothing written, said so', async () => {
    const book = new RefusingWorkbook(1);
    const error = await rejection<PartialWriteError>(
      writeTable(book, { sheet: 'Sheet1', row: 0, column: 0 }, productTable(5)),
    );
    expect(error).toBeInstanceOf(PartialWriteError);
    expect(error.headerWritten).toBe(false);
    expect(error.rowsWritten).toBe(0);
    expect(error.message).toMatch(/nothing was written/);
    expect(await book.usedRange('Sheet1')).toBeUndefined();
    expect(book.tables('Sheet1')).toEqual([]);
  });

  test('a failure inside a row cut by columns empties the part of it already written', async () => {
    const book = new RefusingWorkbook(3);
    const big = "'" + 'x'.repeat(30_000);
    const table: SheetTable = {
      header: ['a', 'b', 'c'],
      rows: [
        ['1', '2', '3'],
        [big, big, big],
      ],
      numberFormats: [],
    };
    // The header and row 1 in one chunk; row 2 in three, the second of which is refused.
    const error = await rejection<PartialWriteError>(
      writeTable(book, { sheet: 'Sheet1', row: 0, column: 0 }, table, { maxPayloadBytes: 40_000 }),
    );
    expect(error.rowsWritten).toBe(1);
    expect(book.values('Sheet1')).toEqual([
      ['a', 'b', 'c'],
      [1, 2, 3],
    ]);
  });

  test('every row written but the table refused: PartialWriteError says the values are complete', async () => {
    class NoTables extends MemoryWorkbook {
      override async addTable(): Promise<void> {
        throw new Error('A table cannot overlap a range that contains a PivotTable report.');
      }
    }
    const book = new NoTables();
    const error = await rejection<PartialWriteError>(
      writeTable(book, { sheet: 'Sheet1', row: 0, column: 0 }, productTable(20)),
    );
    expect(error).toMatchObject({ rowsWritten: 20, totalRows: 20, headerWritten: true });
    expect(error.message).toMatch(/^All 20 rows were written to Sheet1!A1:D21, but Excel refused/);
    expect(book.cell('Sheet1', 20, 2)?.numberFormat).toBe('yyyy-mm-dd');
  });

  test('an occupied target: OccupiedRangeError and nothing written; with overwrite, written', async () => {
    const book = new MemoryWorkbook();
    book.setCellText('Sheet1', 4, 3, 'mine');
    const error = await rejection<OccupiedRangeError>(
      writeTable(book, { sheet: 'Sheet1', row: 0, column: 0 }, productTable(10)),
    );
    expect(error).toBeInstanceOf(OccupiedRangeError);
    expect(error.range).toEqual({ sheet: 'Sheet1', row: 0, column: 0, rowCount: 11, columnCount: 4 });
    expect(error.message).toMatch(/^Sheet1!A1:D11 already holds values/);
    expect(book.values('Sheet1')[0]).toEqual(['', '', '', '']);
    expect(book.requests.count).toBe(1);

    const result = await writeTable(book, { sheet: 'Sheet1', row: 0, column: 0 }, productTable(10), {
      overwrite: true,
    });
    expect(result.complete).toBe(true);
    expect(book.cell('Sheet1', 4, 3)?.value).toBe('In Production');
  });

  test('empty rows of a user’s table are not free: OccupiedRangeError naming the table, nothing written', async () => {
    const book = new MemoryWorkbook();
    await book.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [["'Part", "'Qty"]]);
    await book.addTable({ sheet: 'Sheet1', row: 0, column: 0, rowCount: 40, columnCount: 2 });
    const error = await rejection<OccupiedRangeError>(
      writeTable(book, { sheet: 'Sheet1', row: 20, column: 1 }, productTable(3)),
    );
    expect(error).toBeInstanceOf(OccupiedRangeError);
    expect(error).toMatchObject({ holdsValues: false, tables: ['Table1'] });
    expect(error.message).toMatch(/^Sheet1!B21:E24 overlaps the Excel table "Table1", so nothing was written\./);
    expect(book.tables('Sheet1')).toEqual([{ sheet: 'Sheet1', row: 0, column: 0, rowCount: 40, columnCount: 2 }]);
    expect(await book.usedRange('Sheet1')).toEqual({ sheet: 'Sheet1', row: 0, column: 0, rowCount: 1, columnCount: 2 });

    // Allowed: written, and the user's table, which PartSpec's own cannot overlap, is a plain range.
    const result = await writeTable(book, { sheet: 'Sheet1', row: 20, column: 1 }, productTable(3), {
      overwrite: true,
    });
    expect(result.complete).toBe(true);
    expect(book.tables('Sheet1')).toEqual([result.range]);
  });

  test('a table without rows is its header alone, with no Excel table', async () => {
    const book = new MemoryWorkbook();
    const result = await writeTable(book, { sheet: 'Sheet1', row: 0, column: 0 }, productTable(0));
    expect(result).toMatchObject({ complete: true, rowsWritten: 0 });
    expect(book.values('Sheet1')).toEqual([['Partno', 'Capacitance (nF)', 'LastBuyDate', 'Status']]);
    expect(book.tables('Sheet1')).toEqual([]);
  });

  test('asTable and select can be turned off', async () => {
    const book = new MemoryWorkbook();
    book.setSelection({ sheet: 'Sheet1', row: 9, column: 9, rowCount: 1, columnCount: 1 });
    await writeTable(book, { sheet: 'Sheet1', row: 0, column: 0 }, productTable(3), { asTable: false, select: false });
    expect(book.tables('Sheet1')).toEqual([]);
    expect(book.selection().row).toBe(9);
  });

  test('bad input is refused before anything is written', async () => {
    const book = new MemoryWorkbook();
    await expect(writeTable(book, { sheet: 'Sheet1', row: 1_048_570, column: 0 }, productTable(10))).rejects.toThrow(
      InvalidRangeError,
    );
    const ragged: SheetTable = { header: ['a', 'b'], rows: [['x']], numberFormats: [] };
    await expect(writeTable(book, { sheet: 'Sheet1', row: 0, column: 0 }, ragged)).rejects.toThrow(/Row 1/);
    expect(book.requests.count).toBe(0);
  });
});
