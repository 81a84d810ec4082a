import type { CellValue, SheetTable } from '../../../../src/core';
import {
  CellEditModeError,
  DEFAULT_MAX_PAYLOAD_BYTES,
  ExcelWorkbook,
  InvalidRangeError,
  OccupiedRangeError,
  PartialWriteError,
  planChunks,
  RecordTooLargeError,
  type RangeAddress,
  SelectionError,
  SheetNotFoundError,
  writeTable,
} from '../../../../src/office/workbook';
import { rejection } from '../../../support/rejection';
import {
  cellEditModeError,
  ExcelFake,
  type ExcelFakeOptions,
  WEB_PAYLOAD_LIMIT_BYTES,
} from '../../../support/excelFake';
import { realisticTable } from '../../../support/realisticTable';

function setup(options: ExcelFakeOptions = {}): { fake: ExcelFake; workbook: ExcelWorkbook } {
  const fake = new ExcelFake(options);
  return { fake, workbook: new ExcelWorkbook(fake.excel, fake.office) };
}

const range = (row: number, column: number, rowCount: number, columnCount: number, sheet = 'Sheet1'): RangeAddress => ({
  sheet,
  row,
  column,
  rowCount,
  columnCount,
});

describe('Excel adapter: writeTable of 20,000 rows x 60 columns', () => {
  const table = realisticTable(20_000, 60);
  let fake: ExcelFake;
  let requests: { count: number; largestPayloadBytes: number };
  let result: Awaited<ReturnType<typeof writeTable>>;

  beforeAll(async () => {
    const made = setup();
    fake = made.fake;
    result = await writeTable(made.workbook, { sheet: 'Sheet1', row: 0, column: 0 }, table);
    requests = made.workbook.requests;
  }, 60_000);

  test('every request is under the budget, so far under Excel on the web’s 5 MB', () => {
    const largest = Math.max(...fake.syncs.map((sync) => sync.payloadBytes));
    expect(largest).toBeLessThanOrEqual(DEFAULT_MAX_PAYLOAD_BYTES);
    expect(largest).toBeLessThan(WEB_PAYLOAD_LIMIT_BYTES);
    // The adapter's own accounting measures what the fake saw.
    expect(requests.largestPayloadBytes).toBe(largest);
    expect(result.largestPayloadBytes).toBe(largest);
    // The whole table is several times the limit: one request could not carry it.
    const whole = fake.syncs.reduce((sum, sync) => sum + sync.payloadBytes, 0);
    expect(whole).toBeGreaterThan(3 * WEB_PAYLOAD_LIMIT_BYTES);
  });

  test('syncs: emptiness check, one per chunk, recalculation (mode, then calculate), formats, table (look, then add), selection', () => {
    const chunks = [...planChunks(table.header, table.rows, DEFAULT_MAX_PAYLOAD_BYTES)].length;
    expect(chunks).toBeGreaterThan(3);
    expect(fake.syncs).toHaveLength(1 + chunks + 2 + 1 + 2 + 1);
    expect(requests.count).toBe(fake.syncs.length);
    expect(fake.runs).toBe(1 + chunks + 1 + 1 + 1 + 1);
    expect(result).toMatchObject({ complete: true, rowsWritten: 20_000, range: range(0, 0, 20_001, 60) });
  });

  test('values, then one recalculation, then formats, then the table, then the selection', () => {
    const kinds = fake.syncs.map((sync) =>
      sync.operations.map((operation) => operation.kind).filter((kind) => !kind.startsWith('suspend')),
    );
    const firstOf = (kind: string): number => kinds.findIndex((list) => list.includes(kind as never));
    const lastOf = (kind: string): number =>
      kinds.length - 1 - [...kinds].reverse().findIndex((list) => list.includes(kind as never));
    expect(lastOf('values')).toBeLessThan(firstOf('calculate'));
    expect(firstOf('calculate')).toBe(lastOf('calculate'));
    expect(fake.operations().filter((operation) => operation.kind === 'calculate')).toEqual([
      expect.objectContaining({ kind: 'calculate', value: 'Recalculate' }),
    ]);
    expect(lastOf('calculate')).toBeLessThan(firstOf('numberFormat'));
    expect(lastOf('numberFormat')).toBeLessThan(firstOf('addTable'));
    expect(lastOf('addTable')).toBeLessThan(firstOf('select'));
  });

  test('calculation and screen updating are suspended before the values of every request', () => {
    const withValues = fake.syncs.filter((sync) => sync.operations.some((operation) => operation.kind === 'values'));
    for (const sync of withValues) {
      expect(sync.operations.map((operation) => operation.kind)).toEqual([
        'suspendCalculation',
        'suspendScreenUpdating',
        'values',
      ]);
    }
  });

  test('cells land where they belong, text with its quote prefix', () => {
    for (const row of [0, 1, 7_777, 19_999]) {
      for (const column of [0, 1, 30, 59]) {
        expect(fake.valueAt('Sheet1', row + 1, column)).toBe(table.rows[row][column]);
      }
    }
    expect(fake.valueAt('Sheet1', 0, 59)).toBe(table.header[59]);
    expect(fake.valueAt('Sheet1', 20_001, 0)).toBe('');
  });

  test('number formats: one value per run of columns, never a 2D array, over the data rows', () => {
    const formats = fake.operations().filter((operation) => operation.kind === 'numberFormat');
    expect(formats.length).toBeGreaterThan(0);
    for (const operation of formats) {
      expect(typeof operation.value).toBe('string');
      expect(operation.range).toMatchObject({ row: 1, rowCount: 20_000 });
    }
    expect(fake.numberFormatAt('Sheet1', 20_000, 2)).toBe('yyyy-mm-dd');
    expect(fake.numberFormatAt('Sheet1', 0, 2)).toBeUndefined();
    const sync = fake.syncs.find((candidate) =>
      candidate.operations.some((operation) => operation.kind === 'numberFormat'),
    );
    expect(sync!.payloadBytes).toBeLessThan(1000);
  });

  test('an Excel table over header and rows, with a light style', () => {
    expect(fake.tables('Sheet1')).toEqual([
      expect.objectContaining({
        range: { row: 0, column: 0, rowCount: 20_001, columnCount: 60 },
        style: 'TableStyleLight9',
      }),
    ]);
    expect(fake.selection()).toEqual({
      sheet: 'Sheet1',
      areas: [{ row: 0, column: 0, rowCount: 20_001, columnCount: 60 }],
    });
  });
});

/** Part numbers as BOMs hold them: 19 to 30 characters, several makers' patterns, each row's own. */
const FAMILIES = [
  'GRM188R71H104KA93D',
  'GCM31CR71E106KA64L',
  'CGA3E2X7R1H104K080AA',
  'C0603C104K5RACTU',
  'CL10B104KB8NNNC',
  'TMK212BBJ106KG-T',
  'ERJ-3EKF1002V',
  'RC0603FR-0710KL',
];
const PACKAGING = ['', '#PBF', '-TR', '(T)', '/HF'];
const partNumber = (row: number): string => {
  const family = FAMILIES[row % FAMILIES.length];
  return `${family.slice(0, 3)}${String(row).padStart(6, '0')}${family.slice(3)}${PACKAGING[row % PACKAGING.length]}`;
};

/** Texts of about 100 to 2,100 characters, some beyond ASCII, each row's own, as a notes column holds. */
const NOTE_PARTS = [
  'Multilayer ceramic chip capacitor for general purpose, X7R, ±10%, -55°C to 125°C. ',
  'Automotive powertrain/safety equipment; AEC-Q200 qualified; µF class with low ESL. ',
  '积层陶瓷电容器，适用于汽车动力传动系统和安全设备。',
  'Reflow soldering and flow soldering; see the detail page for the recommended land pattern. ',
];
const note = (row: number): string =>
  `${row}: ${Array.from({ length: 2 + (row % 29) }, (_, index) => NOTE_PARTS[(row + index) % NOTE_PARTS.length]).join('')}`;

describe('Excel adapter: reading a BOM column of any size, in bands under the web’s 5 MB', () => {
  /** `values` as a column under a header in BOM!A1, read back from A2 down; the fake's record of the reads. */
  async function readColumn(values: readonly CellValue[]) {
    const { fake, workbook } = setup({ sheets: ['BOM'] });
    fake.setValues('BOM', 0, 0, [['Partno'], ...values.map((value) => [value])]);
    const read = await workbook.readValues(range(1, 0, values.length, 1, 'BOM'));
    return { fake, workbook, read };
  }

  test('200,000 part numbers: every answer under the budget, the column complete and in order, in 3 reads', async () => {
    const parts = Array.from({ length: 200_000 }, (_, row) => partNumber(row));
    expect(parts.every((part) => part.length >= 18 && part.length <= 30)).toBe(true);
    const { fake, workbook, read } = await readColumn(parts);

    expect(read).toHaveLength(200_000);
    expect(read.map((line) => line[0])).toEqual(parts);
    // The column is more than one answer may carry.
    const whole = fake.syncs.reduce((sum, sync) => sum + sync.responseBytes, 0);
    expect(whole).toBeGreaterThan(WEB_PAYLOAD_LIMIT_BYTES);
    for (const sync of fake.syncs) expect(sync.responseBytes).toBeLessThanOrEqual(DEFAULT_MAX_PAYLOAD_BYTES);
    // About 1,000 rows first, then bands of the largest part number seen: nothing refused, nothing read twice.
    expect(fake.syncs).toHaveLength(3);
    expect(fake.runs).toBe(3);
    expect(workbook.requests.count).toBe(3);
  });

  test('one read of that column is refused by Excel on the web: why the bands', async () => {
    const { fake } = setup({ sheets: ['BOM'] });
    const column = Array.from({ length: 200_000 }, (_, row) => [partNumber(row)]);
    fake.setValues('BOM', 0, 0, column);
    await expect(
      fake.excel.run(async (context) => {
        const cells = context.workbook.worksheets.getItem('BOM').getRangeByIndexes(0, 0, 200_000, 1);
        cells.load('values');
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: 'ResponsePayloadSizeLimitExceeded' });
  });

  test('a column of long texts: every answer under the budget, the texts complete and in order', async () => {
    const notes = Array.from({ length: 20_000 }, (_, row) => note(row));
    const { fake, read } = await readColumn(notes);

    expect(read.map((line) => line[0])).toEqual(notes);
    for (const sync of fake.syncs) expect(sync.responseBytes).toBeLessThanOrEqual(DEFAULT_MAX_PAYLOAD_BYTES);
    // Bands sized for the longest note carry about half the budget, as notes run from short to long.
    const whole = fake.syncs.reduce((sum, sync) => sum + sync.responseBytes, 0);
    expect(fake.syncs.length).toBeLessThanOrEqual(Math.ceil(whole / (DEFAULT_MAX_PAYLOAD_BYTES / 3)));
  });

  test('cells of 32,767 characters: the first band, refused, is read again in halves; then bands that fit', async () => {
    const texts = Array.from({ length: 600 }, (_, row) => `${row}`.padEnd(32_767, 'x'));
    const { fake, read } = await readColumn(texts);

    expect(read.map((line) => line[0])).toEqual(texts);
    // The first band asks for all 600 rows (20 MB), then 300: both refused. 150 rows (4.9 MB) pass, and
    // the rest goes in bands sized for those rows: 122 (4 MB).
    const refused = fake.syncs.filter((sync) => sync.responseBytes > WEB_PAYLOAD_LIMIT_BYTES);
    expect(fake.syncs.slice(0, 2)).toEqual(refused);
    const [firstAnswered, ...later] = fake.syncs.slice(2);
    expect(firstAnswered.responseBytes).toBeLessThanOrEqual(WEB_PAYLOAD_LIMIT_BYTES);
    for (const sync of later) expect(sync.responseBytes).toBeLessThanOrEqual(DEFAULT_MAX_PAYLOAD_BYTES);
    expect(later).toHaveLength(Math.ceil((600 - 150) / 122));
  });

  test('a BOM of hundreds of parts, and its header rows, are one read each', async () => {
    const { fake, workbook, read } = await readColumn(Array.from({ length: 899 }, (_, row) => partNumber(row)));
    expect(read).toHaveLength(899);
    expect(fake.syncs).toHaveLength(1);
    expect(await workbook.readValues(range(0, 0, 2, 60, 'BOM'))).toHaveLength(2);
    expect(fake.syncs).toHaveLength(2);
  });
});

describe('Excel adapter: the user editing a cell', () => {
  const editing = (error: unknown): void => {
    expect(error).toBeInstanceOf(CellEditModeError);
    expect((error as Error).message).toMatch(/press Enter or Esc, then try again\.$/);
    expect((error as Error).cause).toMatchObject({ name: 'RichApi.Error', code: 'InvalidOperationInCellEditMode' });
  };

  test('reads refused: CellEditModeError (access read), with the advice', async () => {
    const { fake, workbook } = setup({ sheets: ['BOM'] });
    fake.setValues('BOM', 0, 0, [['Partno'], ['GRM188R71H104KA93D']]);
    fake.editingCell = true;
    for (const read of [
      () => workbook.selectedRange(),
      () => workbook.readValues(range(1, 0, 1, 1, 'BOM')),
      () => workbook.usedRange('BOM'),
      () => workbook.contents(range(1, 0, 1, 1, 'BOM')),
      () => workbook.sheetNames(),
    ]) {
      const error = await rejection<CellEditModeError>(read());
      editing(error);
      expect(error.access).toBe('read');
      expect(error.message).toMatch(/could not read the workbook/);
    }
    // Enter or Esc, and the same read goes through.
    fake.editingCell = false;
    expect(await workbook.readValues(range(1, 0, 1, 1, 'BOM'))).toEqual([['GRM188R71H104KA93D']]);
  });

  test('a read refused between two bands: the error, not half a column', async () => {
    const { fake, workbook } = setup({
      sheets: ['BOM'],
      failSync: (_, index) => (index === 1 ? cellEditModeError() : undefined),
    });
    const column = Array.from({ length: 5000 }, (_, row) => [partNumber(row)]);
    fake.setValues('BOM', 0, 0, column);
    // The first band (about 1,000 rows) is read; the user starts editing before the second.
    editing(await rejection(workbook.readValues(range(0, 0, 5000, 1, 'BOM'))));
    expect(fake.syncs).toHaveLength(2);
  });

  test('writes refused: CellEditModeError (access write), nothing changed', async () => {
    const { fake, workbook } = setup();
    fake.editingCell = true;
    const error = await rejection<CellEditModeError>(
      workbook.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [[1]]),
    );
    editing(error);
    expect(error.access).toBe('write');
    await expect(workbook.addSheet('Search')).rejects.toBeInstanceOf(CellEditModeError);
    expect(fake.valueAt('Sheet1', 0, 0)).toBe('');
    expect(fake.sheetNames()).toEqual(['Sheet1']);
  });

  test('writeTable refused halfway: the header and whole rows stay, and the message says how many and what to do', async () => {
    const table = realisticTable(4000, 20);
    let valuesSyncs = 0;
    const { fake, workbook } = setup({
      failSync: (sync) => {
        if (sync.operations.some((operation) => operation.kind === 'values')) valuesSyncs += 1;
        // The user starts typing into a cell before the third block, and is still at it when the writing
        // would be finished.
        if (valuesSyncs === 3) fake.editingCell = true;
        return undefined;
      },
    });
    const error = await rejection<PartialWriteError>(
      writeTable(workbook, { sheet: 'Sheet1', row: 0, column: 0 }, table, { maxPayloadBytes: 500_000 }),
    );

    expect(error).toBeInstanceOf(PartialWriteError);
    expect(error).toMatchObject({ reason: 'cellEditMode', headerWritten: true, totalRows: 4000 });
    expect(error.cause).toBeInstanceOf(CellEditModeError);
    const [first, second] = planChunks(table.header, table.rows, 500_000);
    expect(error.rowsWritten).toBe(second.linesComplete - 1);
    expect(error.rowsWritten).toBeGreaterThan(first.linesComplete);
    expect(error.range).toEqual(range(0, 0, error.rowsWritten + 1, 20));
    expect(error.message).toBe(
      `A cell is being edited in Excel, so Excel stopped the writing of the table: Sheet1!A1:T${error.rowsWritten + 1} holds the header and the first ${error.rowsWritten.toLocaleString('en-US')} of 4,000 rows, each complete. Press Enter or Esc, then try again (allowing PartSpec to replace what is there) to get every row.`,
    );
    // The sheet: header and whole rows, nothing after them; Excel refused the table too.
    expect(fake.valueAt('Sheet1', 0, 19)).toBe(table.header[19]);
    for (let row = 0; row < error.rowsWritten; row++) {
      expect(fake.valueAt('Sheet1', row + 1, 0)).toBe(table.rows[row][0]);
      expect(fake.valueAt('Sheet1', row + 1, 19)).toBe(table.rows[row][19]);
    }
    expect(fake.valueAt('Sheet1', error.rowsWritten + 1, 0)).toBe('');
    expect(fake.tables()).toEqual([]);

    // Enter or Esc, and the same table, written again over what is there, is complete.
    fake.editingCell = false;
    const again = await writeTable(workbook, { sheet: 'Sheet1', row: 0, column: 0 }, table, { overwrite: true });
    expect(again).toMatchObject({ complete: true, rowsWritten: 4000 });
  });

  test('writeTable refused before its first row: nothing written, and the message says so', async () => {
    const table = realisticTable(10, 3);
    const at = { sheet: 'Sheet1', row: 0, column: 0 };
    // Refused at the first block of values (a new sheet's table: no emptiness check)...
    const fresh = setup();
    fresh.fake.editingCell = true;
    const atValues = await rejection<PartialWriteError>(writeTable(fresh.workbook, at, table, { overwrite: true }));
    // ...or at the emptiness check, which comes first.
    const checked = setup();
    checked.fake.editingCell = true;
    const atCheck = await rejection<PartialWriteError>(writeTable(checked.workbook, at, table));
    expect(checked.fake.syncs).toHaveLength(1);

    for (const [{ fake }, error] of [
      [fresh, atValues],
      [checked, atCheck],
    ] as const) {
      expect(error).toBeInstanceOf(PartialWriteError);
      expect(error).toMatchObject({ reason: 'cellEditMode', headerWritten: false, rowsWritten: 0 });
      expect(error.message).toBe(
        'A cell is being edited in Excel, so Excel refused the table and nothing was written: press Enter or Esc, then try again.',
      );
      expect(fake.valueAt('Sheet1', 0, 0)).toBe('');
      expect(fake.tables()).toEqual([]);
    }
  });
});

describe('Excel adapter: one request at a time', () => {
  test('without ExcelApi 1.9 (or without a requirements check) screen updating is left alone', async () => {
    for (const options of [{ excelApiMinor: 8 }, { requirements: false }]) {
      const { fake, workbook } = setup(options);
      await workbook.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [["'a", 1]]);
      expect(fake.syncs.map((sync) => sync.operations.map((operation) => operation.kind))).toEqual([
        ['suspendCalculation', 'values'],
      ]);
      expect(fake.valueAt('Sheet1', 0, 0)).toBe("'a");
    }
  });

  test('reads: sheet names in tab order, contents, used range, values (text without its prefix)', async () => {
    const { fake, workbook } = setup({ sheets: ['Parts', 'BOM'] });
    fake.setValues('BOM', 3, 2, [
      ["'0603", 5],
      ['', true],
    ]);
    expect(await workbook.sheetNames()).toEqual(['Parts', 'BOM']);
    expect(await workbook.contents(range(0, 0, 3, 10, 'BOM'))).toEqual({ values: false, tables: [] });
    expect(await workbook.contents(range(0, 0, 1_048_576, 3, 'BOM'))).toEqual({ values: true, tables: [] });
    expect(await workbook.usedRange('BOM')).toEqual(range(3, 2, 2, 2, 'BOM'));
    expect(await workbook.usedRange('Parts')).toBeUndefined();
    expect(await workbook.readValues(range(3, 2, 2, 2, 'BOM'))).toEqual([
      ['0603', 5],
      ['', true],
    ]);
    // One sync each.
    expect(fake.syncs).toHaveLength(6);
  });

  test('the selection: its first area, or a clear error when Excel cannot say', async () => {
    const { fake, workbook } = setup({ sheets: ['Sheet1', 'BOM'] });
    fake.select({ sheet: 'BOM', areas: [range(1, 0, 900, 1), range(1, 3, 5, 1)] });
    expect(await workbook.selectedRange()).toEqual(range(1, 0, 900, 1, 'BOM'));
    fake.select('chart');
    await expect(workbook.selectedRange()).rejects.toThrow(SelectionError);

    const old = setup({ excelApiMinor: 7 });
    old.fake.select({ sheet: 'Sheet1', areas: [range(0, 0, 2, 2)] });
    expect(await old.workbook.selectedRange()).toEqual(range(0, 0, 2, 2));
    old.fake.select({ sheet: 'Sheet1', areas: [range(0, 0, 2, 2), range(5, 5, 1, 1)] });
    const error = await rejection<Error>(old.workbook.selectedRange());
    expect(error).toBeInstanceOf(SelectionError);
    expect(error.message).toMatch(/one block of cells/);
  });

  test('addSheet: a name Excel accepts, unique without regard to case, activated', async () => {
    const { fake, workbook } = setup({ sheets: ['Sheet1', 'Status eq _NRND_'] });
    expect(await workbook.addSheet('Status eq [NRND]')).toBe('Status eq _NRND_ (2)');
    expect(await workbook.addSheet('x'.repeat(40))).toBe('x'.repeat(31));
    expect(fake.sheetNames()).toEqual(['Sheet1', 'Status eq _NRND_', 'Status eq _NRND_ (2)', 'x'.repeat(31)]);
    expect(fake.activeSheet()).toBe('x'.repeat(31));
  });

  test('setNumberFormats: adjacent columns with one format share a range; all in one request', async () => {
    const { fake, workbook } = setup();
    await workbook.setNumberFormats(range(1, 0, 50_000, 5), ['0.00', '0.00', undefined, 'yyyy-mm-dd', '0.00']);
    expect(fake.syncs).toHaveLength(1);
    expect(fake.syncs[0].operations).toEqual([
      {
        kind: 'numberFormat',
        sheet: 'Sheet1',
        range: { row: 1, column: 0, rowCount: 50_000, columnCount: 2 },
        value: '0.00',
      },
      {
        kind: 'numberFormat',
        sheet: 'Sheet1',
        range: { row: 1, column: 3, rowCount: 50_000, columnCount: 1 },
        value: 'yyyy-mm-dd',
      },
      {
        kind: 'numberFormat',
        sheet: 'Sheet1',
        range: { row: 1, column: 4, rowCount: 50_000, columnCount: 1 },
        value: '0.00',
      },
    ]);
    expect(fake.numberFormatAt('Sheet1', 50_000, 1)).toBe('0.00');
    expect(fake.numberFormatAt('Sheet1', 50_000, 2)).toBeUndefined();
  });

  test('contents: values and the tables a range overlaps, their empty rows included; one sync with ExcelApi 1.9', async () => {
    const { fake, workbook } = setup();
    fake.setValues('Sheet1', 0, 0, [['Part', 'Qty']]);
    const parts = fake.addUserTable('Sheet1', { row: 0, column: 0, rowCount: 20, columnCount: 2 }, 'Parts');
    fake.addUserTable('Sheet1', { row: 0, column: 8, rowCount: 5, columnCount: 2 }, 'Far');
    // Rows 6 to 20 of Parts are empty, and still the user's table.
    expect(await workbook.contents(range(5, 1, 10, 3))).toEqual({ values: false, tables: [parts] });
    expect(await workbook.contents(range(0, 0, 1_048_576, 1))).toEqual({ values: true, tables: [parts] });
    expect(await workbook.contents(range(30, 0, 5, 5))).toEqual({ values: false, tables: [] });
    expect(fake.syncs).toHaveLength(3);
  });

  test('contents with ExcelApi 1.7: the sheet’s tables, then their ranges only when it has any', async () => {
    const { fake, workbook } = setup({ excelApiMinor: 7 });
    expect(await workbook.contents(range(5, 1, 10, 3))).toEqual({ values: false, tables: [] });
    expect(fake.syncs.map((sync) => sync.loads)).toEqual([2]);
    fake.addUserTable('Sheet1', { row: 0, column: 0, rowCount: 20, columnCount: 2 }, 'Parts');
    fake.addUserTable('Sheet1', { row: 0, column: 8, rowCount: 5, columnCount: 2 }, 'Far');
    expect(await workbook.contents(range(5, 1, 10, 3))).toEqual({ values: false, tables: ['Parts'] });
    // The used range and the sheet's tables together, then the two tables' ranges together.
    expect(fake.syncs).toHaveLength(3);
    expect(fake.syncs[1].loads).toBe(2);
    expect(workbook.requests.count).toBe(3);
  });

  test('writeTable into the empty rows of a user’s table: OccupiedRangeError naming it, and the table kept', async () => {
    for (const excelApiMinor of [7, 9]) {
      const { fake, workbook } = setup({ excelApiMinor });
      fake.setValues('Sheet1', 0, 0, [
        ['Part', 'Qty'],
        ["'A", 1],
      ]);
      fake.addUserTable('Sheet1', { row: 0, column: 0, rowCount: 30, columnCount: 2 }, 'Parts');
      const table: SheetTable = { header: ['Partno'], rows: [["'X"], ["'Y"]], numberFormats: [] };
      const error = await rejection<OccupiedRangeError>(
        writeTable(workbook, { sheet: 'Sheet1', row: 10, column: 1 }, table),
      );
      expect(error).toBeInstanceOf(OccupiedRangeError);
      expect(error).toMatchObject({ holdsValues: false, tables: ['Parts'] });
      expect(error.message).toBe(
        'Sheet1!B11:B13 overlaps the Excel table "Parts", so nothing was written. Choose an empty place outside that table (or a new sheet), or allow PartSpec to write there: the table then becomes a plain range.',
      );
      expect(fake.tables('Sheet1').map((made) => made.name)).toEqual(['Parts']);
      expect(fake.valueAt('Sheet1', 10, 1)).toBe('');
    }
  });

  test('recalculate: Recalculate in Automatic modes; nothing in Manual, the user’s choice', async () => {
    const { fake, workbook } = setup({ calculationMode: 'Manual' });
    await workbook.recalculate();
    expect(fake.operations().filter((operation) => operation.kind === 'calculate')).toEqual([]);
    expect(fake.syncs).toHaveLength(1);
    for (const mode of ['Automatic', 'AutomaticExceptTables'] as const) {
      fake.calculationMode = mode;
      await workbook.recalculate();
    }
    expect(fake.operations().filter((operation) => operation.kind === 'calculate')).toEqual([
      expect.objectContaining({ value: 'Recalculate', sync: 2 }),
      expect.objectContaining({ value: 'Recalculate', sync: 4 }),
    ]);
    expect(fake.syncs).toHaveLength(5);
  });

  test('recalculateEverything: a full calculation in Automatic modes; nothing in Manual, which it says', async () => {
    const { fake, workbook } = setup({ calculationMode: 'Manual' });
    expect(await workbook.recalculateEverything()).toBe('manual');
    expect(fake.operations().filter((operation) => operation.kind === 'calculate')).toEqual([]);
    fake.calculationMode = 'Automatic';
    expect(await workbook.recalculateEverything()).toBe('recalculated');
    expect(fake.operations().filter((operation) => operation.kind === 'calculate')).toEqual([
      expect.objectContaining({ value: 'Full', sync: 2 }),
    ]);
  });

  test('deleteSheet: one request; the neighbour shown; a missing sheet named; Excel keeps the last one', async () => {
    const { fake, workbook } = setup({ sheets: ['Sheet1', 'BOM'] });
    const added = await workbook.addSheet('Search');
    const before = fake.syncs.length;
    await workbook.deleteSheet(added);
    expect(fake.syncs.slice(before).map((sync) => sync.operations.map((operation) => operation.kind))).toEqual([
      ['deleteSheet'],
    ]);
    expect(fake.sheetNames()).toEqual(['Sheet1', 'BOM']);
    expect(fake.activeSheet()).toBe('BOM');
    await expect(workbook.deleteSheet('Gone')).rejects.toThrow(SheetNotFoundError);
    await workbook.deleteSheet('BOM');
    await expect(workbook.deleteSheet('Sheet1')).rejects.toMatchObject({ code: 'InvalidOperation' });
    expect(fake.sheetNames()).toEqual(['Sheet1']);
  });

  test('addTable turns a table in the way into a plain range first, as Excel allows no overlap', async () => {
    const { fake, workbook } = setup();
    fake.addUserTable('Sheet1', { row: 0, column: 0, rowCount: 10, columnCount: 3 });
    fake.addUserTable('Sheet1', { row: 0, column: 10, rowCount: 10, columnCount: 3 });
    await workbook.addTable(range(0, 0, 5, 4));
    expect(fake.tables('Sheet1').map((table) => [table.range, table.style])).toEqual([
      [{ row: 0, column: 10, rowCount: 10, columnCount: 3 }, 'TableStyleMedium2'],
      [{ row: 0, column: 0, rowCount: 5, columnCount: 4 }, 'TableStyleLight9'],
    ]);
  });

  test('highlightRows replaces PartSpec’s earlier marks of these rows, whatever their extent, and leaves the user’s own formats alone', async () => {
    const { fake, workbook } = setup();
    const rows = range(1, 0, 500, 6);
    const mine = { sheet: 'Sheet1', range: { row: 1, column: 0, rowCount: 500, columnCount: 6 } };
    const userCustom = fake.addUserConditionalFormat({ ...mine, type: 'Custom', formula: '=$B2>100', fill: '#00FF00' });
    const userOtherText = fake.addUserConditionalFormat({ ...mine, type: 'Custom', formula: '=$D2="Obsolete"' });
    const userOtherAnchor = fake.addUserConditionalFormat({
      sheet: 'Sheet1',
      range: { row: 2, column: 0, rowCount: 100, columnCount: 6 },
      type: 'Custom',
      formula: '=$D3="NRND"',
    });
    const userScale = fake.addUserConditionalFormat({ ...mine, type: 'ColorScale' });
    // A rule with exactly PartSpec's formula and anchor is PartSpec's, whoever made it and however far it
    // reaches: no user writes that exact rule but to get what PartSpec gives, and leaving it would keep a
    // stale mark when the BOM changed. This one is as a refresh in Japanese left it, when the BOM had 100
    // rows (Excel may give the column letter back in lower case).
    const earlier = fake.addUserConditionalFormat({
      sheet: 'Sheet1',
      range: { row: 1, column: 0, rowCount: 100, columnCount: 6 },
      type: 'Custom',
      formula: '=$d2="生产中止"',
    });
    const users = [userCustom, userOtherText, userOtherAnchor, userScale];
    const nrnd = { equals: 'NRND', fill: '#FFEB9C', font: '#9C5700' };
    const gone = { equals: 'Say "bye"', fill: '#ffc7ce', font: '#9C0006' };

    await workbook.highlightRows(rows, 3, [nrnd], ['生产中止']);
    expect(fake.conditionalFormats('Sheet1')).not.toContainEqual(earlier);
    expect(fake.conditionalFormats('Sheet1').filter((format) => !users.includes(format))).toEqual([
      expect.objectContaining({ type: 'Custom', formula: '=$D2="NRND"', fill: '#FFEB9C', font: '#9C5700' }),
    ]);

    // The BOM grew: the marks of 500 rows make way for those of 800, and none piles up.
    await workbook.highlightRows(range(1, 0, 800, 6), 3, [nrnd, gone]);
    const formats = fake.conditionalFormats('Sheet1');
    expect(formats.slice(0, 4)).toEqual(users);
    // Excel puts each new rule first: added in reverse, the first highlight ends up on top.
    expect(formats.slice(4).map((format) => [format.range.rowCount, format.formula, format.fill, format.font])).toEqual(
      [
        [800, '=$D2="Say ""bye"""', '#FFC7CE', '#9C0006'],
        [800, '=$D2="NRND"', '#FFEB9C', '#9C5700'],
      ],
    );
    // Look at the types, then at the custom formats' formulas and first rows, then write.
    expect(fake.syncs.slice(-3).map((sync) => sync.operations.map((operation) => operation.kind))).toEqual([
      [],
      [],
      [
        'deleteConditionalFormat',
        'addConditionalFormat',
        'conditionalFormula',
        'conditionalFill',
        'conditionalFont',
        'addConditionalFormat',
        'conditionalFormula',
        'conditionalFill',
        'conditionalFont',
      ],
    ]);
  });

  test('bad input: beyond the grid refused before Excel is asked; a missing sheet named', async () => {
    const { fake, workbook } = setup();
    await expect(workbook.writeValues({ sheet: 'Sheet1', row: 0, column: 16_383 }, [[1, 2]])).rejects.toThrow(
      InvalidRangeError,
    );
    await expect(workbook.contents(range(1_048_576, 0, 1, 1))).rejects.toThrow(/outside Excel's grid/);
    await expect(workbook.select(range(0, 0, 1_048_577, 1))).rejects.toThrow(/1,048,577 rows/);
    expect(fake.runs).toBe(0);
    const error = await rejection<Error>(workbook.writeValues({ sheet: 'Gone', row: 0, column: 0 }, [[1]]));
    expect(error).toBeInstanceOf(SheetNotFoundError);
    expect(error.message).toMatch(/"Gone"/);
    await expect(
      workbook.highlightRows(range(1, 0, 5, 5), 2, [{ equals: 'x', fill: 'yellow', font: '#000000' }]),
    ).rejects.toThrow(/#RRGGBB/);
  });

  test('one request with the whole table is refused on the web; writeTable’s chunks are not', async () => {
    const table: SheetTable = realisticTable(8000, 60);
    const naive = setup();
    await expect(
      naive.workbook.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [table.header, ...table.rows]),
    ).rejects.toMatchObject({
      code: 'RequestPayloadSizeLimitExceeded',
    });
    const chunked = setup();
    const result = await writeTable(chunked.workbook, { sheet: 'Sheet1', row: 0, column: 0 }, table);
    expect(result.complete).toBe(true);
  });

  test('a request refused halfway: PartialWriteError, and the rows written made a table', async () => {
    let valuesSyncs = 0;
    const { fake, workbook } = setup({
      failSync: (sync) => {
        if (!sync.operations.some((operation) => operation.kind === 'values')) return undefined;
        valuesSyncs += 1;
        return valuesSyncs === 3 ? Object.assign(new Error('Excel is busy.'), { code: 'GeneralException' }) : undefined;
      },
    });
    const table = realisticTable(4000, 20);
    const error = await rejection<PartialWriteError>(
      writeTable(workbook, { sheet: 'Sheet1', row: 0, column: 0 }, table, { maxPayloadBytes: 500_000 }),
    );
    expect(error).toBeInstanceOf(PartialWriteError);
    expect(error.rowsWritten).toBeGreaterThan(0);
    expect(fake.tables('Sheet1').map((made) => made.range)).toEqual([
      { row: 0, column: 0, rowCount: error.rowsWritten + 1, columnCount: 20 },
    ]);
    expect(fake.valueAt('Sheet1', error.rowsWritten, 0)).toBe(table.rows[error.rowsWritten - 1][0]);
    expect(fake.valueAt('Sheet1', error.rowsWritten + 1, 0)).toBe('');
  });

  test('ExcelWorkbook without Office.js says so', () => {
    expect(() => new ExcelWorkbook(undefined)).toThrow(/Office.js is not loaded/);
  });
});

describe('Excel adapter: workbook records, in custom XML parts of the file', () => {
  test('a record written through one adapter is read by a new adapter over the same workbook, as the same text', async () => {
    const { fake, workbook } = setup();
    const text = JSON.stringify({ filter: "Capacitance ge 1e-7 and Series eq 'GRM'", note: '<&> 東京 µF' });
    await workbook.writeRecord('tables', text);
    // Saved, closed and reopened: the file keeps its parts; a new runtime makes a new adapter.
    const reopened = new ExcelWorkbook(fake.excel, fake.office);
    expect(await reopened.readRecord('tables')).toBe(text);
    expect(fake.customXmlParts()).toHaveLength(1);
    expect(fake.customXmlParts()[0].xml).toMatch(/^<partspec-record xmlns="urn:partspec:record:tables">/);
  });

  test('writing again replaces the part, one per record; other records stay', async () => {
    const { fake, workbook } = setup();
    await workbook.writeRecord('tables', 'first');
    await workbook.writeRecord('history', 'kept');
    await workbook.writeRecord('tables', 'second');
    expect(await workbook.readRecord('tables')).toBe('second');
    expect(await workbook.readRecord('history')).toBe('kept');
    expect(fake.customXmlParts()).toHaveLength(2);
  });

  test('no record yet: undefined, in one request', async () => {
    const { workbook } = setup();
    expect(await workbook.readRecord('tables')).toBeUndefined();
    expect(workbook.requests.count).toBe(1);
  });

  test('a failed write keeps the record there was', async () => {
    let failing = false;
    const { workbook } = setup({
      failSync: (sync) =>
        failing && sync.operations.some((operation) => operation.kind === 'addCustomXmlPart')
          ? Object.assign(new Error('Excel is busy.'), { code: 'GeneralException' })
          : undefined,
    });
    await workbook.writeRecord('tables', 'before');
    failing = true;
    await expect(workbook.writeRecord('tables', 'after')).rejects.toThrow('Excel is busy.');
    failing = false;
    expect(await workbook.readRecord('tables')).toBe('before');
  });

  test('a host without ExcelApi 1.5 refuses the write and nothing changes', async () => {
    const { fake, workbook } = setup({ excelApiMinor: 4 });
    await expect(workbook.writeRecord('tables', 'x')).rejects.toThrow(/ExcelApi 1.5/);
    expect(fake.customXmlParts()).toHaveLength(0);
  });

  test('the names of the records kept, by prefix, in one request; deleted by name in two, the others kept', async () => {
    const { fake, workbook } = setup();
    for (const name of ['bom-readings', 'bom-reading-1-a0', 'bom-reading-1-a1', 'tables']) {
      await workbook.writeRecord(name, name);
    }
    const before = workbook.requests.count;
    expect((await workbook.recordNames('bom-')).sort()).toEqual([
      'bom-reading-1-a0',
      'bom-reading-1-a1',
      'bom-readings',
    ]);
    expect(workbook.requests.count).toBe(before + 1);
    await workbook.deleteRecords(['bom-reading-1-a0', 'bom-reading-9-b0']);
    expect(workbook.requests.count).toBe(before + 3);
    expect((await workbook.recordNames('')).sort()).toEqual(['bom-reading-1-a1', 'bom-readings', 'tables']);
    expect(fake.customXmlParts()).toHaveLength(3);
  });

  test('a record over 5 MB, written by a desktop Excel: read there, refused on the web as RecordTooLargeError and kept', async () => {
    const desktop = setup({ host: 'desktop' });
    const text = 'x'.repeat(5_200_000);
    await desktop.workbook.writeRecord('bom-history', text);
    expect(await desktop.workbook.readRecord('bom-history')).toBe(text);
    // The same file opened in Excel on the web.
    const web = setup();
    web.fake.restoreCustomXmlParts(desktop.fake.customXmlParts());
    const error = await rejection(new ExcelWorkbook(web.fake.excel, web.fake.office).readRecord('bom-history'));
    expect(error).toBeInstanceOf(RecordTooLargeError);
    expect(error).toMatchObject({ record: 'bom-history', cause: { code: 'ResponsePayloadSizeLimitExceeded' } });
    expect(web.fake.customXmlParts()).toHaveLength(1);
  });
});
