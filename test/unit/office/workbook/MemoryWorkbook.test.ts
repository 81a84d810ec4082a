import {
  InvalidRangeError,
  MemoryWorkbook,
  type RangeAddress,
  SheetNotFoundError,
} from '../../../../src/office/workbook';

const at = (row: number, column: number, rowCount = 1, columnCount = 1, sheet = 'Sheet1'): RangeAddress => ({
  sheet,
  row,
  column,
  rowCount,
  columnCount,
});

describe('MemoryWorkbook: cell semantics', () => {
  test('a string behind a quote prefix is text without the apostrophe, and remembered as quote-prefixed', async () => {
    const book = new MemoryWorkbook();
    await book.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [["'0603", "'=1+1", "'TRUE", "'-55°C to 125°C"]]);
    expect(book.values('Sheet1')).toEqual([['0603', '=1+1', 'TRUE', '-55°C to 125°C']]);
    expect(book.cell('Sheet1', 0, 0)).toEqual({ value: '0603', quotePrefixed: true });
    expect(book.cell('Sheet1', 0, 1)?.formula).toBeUndefined();
    expect(book.displayText('Sheet1', 0, 1)).toBe('=1+1');
  });

  test('a string starting with = is kept as a formula, not evaluated, so an injection is visible', async () => {
    const book = new MemoryWorkbook();
    await book.writeValues({ sheet: 'Sheet1', row: 1, column: 1 }, [['=HYPERLINK("http://x","y")', '-x', '+1']]);
    expect(book.cell('Sheet1', 1, 1)).toEqual({
      value: '=HYPERLINK("http://x","y")',
      quotePrefixed: false,
      formula: '=HYPERLINK("http://x","y")',
    });
    // Excel turns a leading - or + that does not start a number into a formula too.
    expect(book.cell('Sheet1', 1, 2)?.formula).toBe('=-x');
    expect(book.cell('Sheet1', 1, 3)).toEqual({ value: 1, quotePrefixed: false });
    expect(book.displayText('Sheet1', 1, 1)).toBe('=HYPERLINK("http://x","y")');
  });

  test('unprotected text is read as Excel reads typed input; numbers and booleans stay as they are', async () => {
    const book = new MemoryWorkbook();
    await book.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [
      ['0603', '1E3', 'TRUE', '2024-03-01', '10%', 'plain', 12.5, false],
    ]);
    expect(book.values('Sheet1')).toEqual([[603, 1000, true, 45352, 0.1, 'plain', 12.5, false]]);
    expect(book.displayText('Sheet1', 0, 3)).toBe('2024-03-01');
    expect(book.displayText('Sheet1', 0, 4)).toBe('10%');
    expect(book.displayText('Sheet1', 0, 7)).toBe('FALSE');
  });

  test("'' empties a cell, and the used range shrinks with it", async () => {
    const book = new MemoryWorkbook();
    await book.writeValues({ sheet: 'Sheet1', row: 2, column: 1 }, [
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(await book.usedRange('Sheet1')).toEqual(at(2, 1, 2, 2));
    await book.writeValues({ sheet: 'Sheet1', row: 3, column: 1 }, [['', '']]);
    expect(book.cell('Sheet1', 3, 1)).toBeUndefined();
    expect(await book.usedRange('Sheet1')).toEqual(at(2, 1, 1, 2));
    expect(book.sheetSize('Sheet1')).toEqual({ rowCount: 3, columnCount: 3 });
    await book.writeValues({ sheet: 'Sheet1', row: 2, column: 1 }, [['', '']]);
    expect(await book.usedRange('Sheet1')).toBeUndefined();
    expect(book.sheetSize('Sheet1')).toEqual({ rowCount: 0, columnCount: 0 });
  });

  test('contents: values (formatting alone is nothing), anywhere in a huge range', async () => {
    const book = new MemoryWorkbook();
    const wholeColumn = at(0, 2, 1_048_576, 1);
    const nothing = { values: false, tables: [] };
    expect(await book.contents(wholeColumn)).toEqual(nothing);
    await book.setNumberFormats(wholeColumn, ['0.00']);
    expect(await book.contents(wholeColumn)).toEqual(nothing);
    await book.writeValues({ sheet: 'Sheet1', row: 900_000, column: 2 }, [[1]]);
    expect(await book.contents(wholeColumn)).toEqual({ values: true, tables: [] });
    expect(await book.contents(at(0, 0, 1_048_576, 2))).toEqual(nothing);
  });

  test('contents: the tables a range overlaps, by name, their empty rows included', async () => {
    const book = new MemoryWorkbook();
    await book.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [['Part', 'Qty']]);
    await book.addTable(at(0, 0, 10, 2));
    await book.writeValues({ sheet: 'Sheet1', row: 0, column: 5 }, [['Other']]);
    await book.addTable(at(0, 5, 3, 1));
    expect(book.tableNames('Sheet1')).toEqual(['Table1', 'Table2']);
    // Rows 5 to 9 of the first table are empty: still the user's table.
    expect(await book.contents(at(5, 1, 3, 3))).toEqual({ values: false, tables: ['Table1'] });
    expect(await book.contents(at(0, 0, 2, 6))).toEqual({ values: true, tables: ['Table1', 'Table2'] });
    expect(await book.contents(at(10, 0, 5, 2))).toEqual({ values: false, tables: [] });
  });

  test('readValues gives text without its prefix and empty cells as ""', async () => {
    const book = new MemoryWorkbook();
    await book.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [["'x", 2]]);
    expect(await book.readValues(at(0, 0, 2, 3))).toEqual([
      ['x', 2, ''],
      ['', '', ''],
    ]);
  });

  test('typing into a cell follows Excel: numbers parsed, quote prefix, clearing, text format keeps text', () => {
    const book = new MemoryWorkbook();
    book.setCellText('Sheet1', 0, 0, '12');
    book.setCellText('Sheet1', 0, 1, "'12");
    book.setCellText('Sheet1', 0, 2, '1,234.5');
    book.setCellText('Sheet1', 0, 3, '=A1*2');
    book.setCellText('Sheet1', 0, 4, 'hello');
    expect(book.values('Sheet1')).toEqual([[12, '12', 1234.5, '=A1*2', 'hello']]);
    expect(book.cell('Sheet1', 0, 1)?.quotePrefixed).toBe(true);
    book.setCellText('Sheet1', 0, 4, '');
    expect(book.cell('Sheet1', 0, 4)).toBeUndefined();
  });

  test('refuses what Excel refuses: text over 32,767 characters, non-finite numbers, ragged blocks', async () => {
    const book = new MemoryWorkbook();
    await expect(book.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [['x'.repeat(32_768)]])).rejects.toThrow(
      /32,767/,
    );
    await expect(book.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [[Number.NaN]])).rejects.toThrow(RangeError);
    await expect(book.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [['a', 'b'], ['c']])).rejects.toThrow(
      /as long as the first/,
    );
    // Nothing of a refused request is stored.
    expect(await book.usedRange('Sheet1')).toBeUndefined();
    await book.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [["'" + 'x'.repeat(32_766)]]);
    expect(String(book.cell('Sheet1', 0, 0)?.value).length).toBe(32_766);
  });

  test('ranges beyond Excel’s grid are refused with a clear error', async () => {
    const book = new MemoryWorkbook();
    await expect(book.writeValues({ sheet: 'Sheet1', row: 1_048_575, column: 0 }, [[1], [2]])).rejects.toThrow(
      InvalidRangeError,
    );
    await expect(book.contents(at(0, 16_380, 1, 10))).rejects.toThrow(/16,384 columns/);
    await expect(book.readValues(at(-1, 0))).rejects.toThrow(InvalidRangeError);
    await expect(book.readValues(at(0, 0, 0, 1))).rejects.toThrow(/at least one row/);
    await expect(book.writeValues({ sheet: 'Nowhere', row: 0, column: 0 }, [[1]])).rejects.toThrow(SheetNotFoundError);
  });
});

describe('MemoryWorkbook: display', () => {
  test('dates, numbers and the formats toSheetTable uses', async () => {
    const book = new MemoryWorkbook();
    await book.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [[45352, 1234567, 100, 1e-7, 12, 0.1234, 4.7e-6]]);
    await book.setNumberFormats(at(0, 0, 1, 7), [
      'yyyy-mm-dd',
      '#,##0',
      'General',
      '##0.0##E+0',
      '0.###',
      '0.0%',
      undefined,
    ]);
    expect([0, 1, 2, 3, 4, 5, 6].map((column) => book.displayText('Sheet1', 0, column))).toEqual([
      '2024-03-01',
      '1,234,567',
      '100',
      '100.0E-9',
      '12.',
      '12.3%',
      '4.7E-06',
    ]);
    expect(book.cell('Sheet1', 0, 0)).toEqual({ value: 45352, quotePrefixed: false, numberFormat: 'yyyy-mm-dd' });
  });
});

describe('MemoryWorkbook: tables, highlights, sheets, selection', () => {
  test('highlights are evaluated like the conditional format: key column, case-insensitive, inside the range only', async () => {
    const book = new MemoryWorkbook();
    await book.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [
      ['Part', 'Status'],
      ["'A", "'NRND"],
      ["'B", "'In Production"],
      ["'C", "'nrnd"],
      ["'D", "'Discontinued"],
    ]);
    const nrnd = { equals: 'NRND', fill: '#FFEB9C', font: '#9C5700' };
    const gone = { equals: 'Discontinued', fill: '#FFC7CE', font: '#9C0006' };
    await book.highlightRows(at(1, 0, 4, 2), 1, [nrnd, gone]);
    expect(book.highlightAt('Sheet1', 1, 0)).toEqual(nrnd);
    expect(book.highlightAt('Sheet1', 2, 0)).toBeUndefined();
    expect(book.highlightAt('Sheet1', 3, 1)).toEqual(nrnd);
    expect(book.highlightAt('Sheet1', 4, 0)).toEqual(gone);
    expect(book.highlightAt('Sheet1', 0, 1)).toBeUndefined();
    expect(book.highlightAt('Sheet1', 1, 2)).toBeUndefined();
    // They follow later edits, as a conditional format does.
    book.setCellText('Sheet1', 2, 1, 'Discontinued');
    expect(book.highlightAt('Sheet1', 2, 1)).toEqual(gone);
    // Marking the same range again replaces PartSpec's earlier marks: those of its texts and of the earlier ones.
    await book.highlightRows(at(1, 0, 4, 2), 1, [gone], ['NRND']);
    expect(book.highlightAt('Sheet1', 1, 0)).toBeUndefined();
    expect(book.highlightAt('Sheet1', 4, 0)).toEqual(gone);
  });

  test('highlightRows replaces PartSpec’s earlier marks of these rows whatever their extent, and nothing else', async () => {
    const book = new MemoryWorkbook();
    const nrnd = { equals: 'NRND', fill: '#FFEB9C', font: '#9C5700' };
    const gone = { equals: 'Discontinued', fill: '#FFC7CE', font: '#9C0006' };
    const ja = { equals: '生产中止', fill: '#FFC7CE', font: '#9C0006' };
    const mine = { equals: 'Keep', fill: '#00FF00', font: '#000000' };
    // Marks written when the BOM was shorter, in Japanese; one with a text PartSpec never writes; one anchored lower.
    await book.highlightRows(at(1, 0, 50, 4), 3, [ja, mine]);
    await book.highlightRows(at(5, 0, 50, 4), 3, [nrnd]);
    await book.highlightRows(at(1, 0, 100, 4), 3, [nrnd, gone], ['生产中止']);
    expect(book.conditionalFormats('Sheet1')).toEqual([
      { range: at(1, 0, 50, 4), formula: '=$D2="Keep"' },
      { range: at(5, 0, 50, 4), formula: '=$D6="NRND"' },
      { range: at(1, 0, 100, 4), formula: '=$D2="Discontinued"' },
      { range: at(1, 0, 100, 4), formula: '=$D2="NRND"' },
    ]);
    // Refreshed again as the BOM grew: its marks move to the new extent, none piles up.
    await book.highlightRows(at(1, 0, 150, 4), 3, [nrnd, gone]);
    expect(book.conditionalFormats('Sheet1').map((rule) => [rule.range.rowCount, rule.formula])).toEqual([
      [50, '=$D2="Keep"'],
      [50, '=$D6="NRND"'],
      [150, '=$D2="Discontinued"'],
      [150, '=$D2="NRND"'],
    ]);
  });

  test('a table replaces a table it overlaps, and gets Excel’s header names', async () => {
    const book = new MemoryWorkbook();
    await book.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [
      ['Name', 'Name', '', 5],
      [1, 2, 3, 4],
    ]);
    await book.addTable(at(0, 0, 2, 4));
    expect(book.values('Sheet1')[0]).toEqual(['Name', 'Name2', 'Column3', '5']);
    await book.addTable(at(1, 2, 2, 2));
    expect(book.tables('Sheet1')).toEqual([at(1, 2, 2, 2)]);
  });

  test('deleteSheet removes a sheet, shows its neighbour, and never the last one', async () => {
    const book = new MemoryWorkbook({ sheets: ['Sheet1', 'BOM'] });
    const added = await book.addSheet('Search');
    await book.deleteSheet(added);
    expect(await book.sheetNames()).toEqual(['Sheet1', 'BOM']);
    expect(book.activeSheet()).toBe('BOM');
    book.activate('Sheet1');
    await book.deleteSheet('bom');
    expect(book.activeSheet()).toBe('Sheet1');
    await expect(book.deleteSheet('Sheet1')).rejects.toThrow(/only sheet/);
    await expect(book.deleteSheet('Gone')).rejects.toThrow(SheetNotFoundError);
  });

  test('addSheet makes a valid, unique name and activates the sheet; the preview’s clicks select', async () => {
    const book = new MemoryWorkbook({ sheets: ['Sheet1', 'Parts'] });
    expect(await book.addSheet('parts')).toBe('parts (2)');
    expect(await book.addSheet('a/b: c?')).toBe('a_b_ c_');
    expect(book.activeSheet()).toBe('a_b_ c_');
    expect(await book.sheetNames()).toEqual(['Sheet1', 'Parts', 'parts (2)', 'a_b_ c_']);
    book.setSelection(at(3, 2, 2, 2, 'Parts'));
    expect(book.activeSheet()).toBe('Parts');
    expect(await book.selectedRange()).toEqual(at(3, 2, 2, 2, 'Parts'));
    book.activate('Sheet1');
    expect(book.selection()).toEqual(at(0, 0, 1, 1, 'Sheet1'));
    expect(() => book.activate('Missing')).toThrow(SheetNotFoundError);
    expect(() => new MemoryWorkbook({ sheets: ['a[1]'] })).toThrow(/cannot contain/);
  });

  test('version and subscribers follow every change; requests are counted with their payload', async () => {
    const book = new MemoryWorkbook();
    const seen: number[] = [];
    const stop = book.subscribe(() => seen.push(book.version));
    await book.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [["'é", 1]]);
    book.setCellText('Sheet1', 5, 5, 'x');
    stop();
    book.setCellText('Sheet1', 5, 6, 'y');
    expect(seen).toEqual([1, 2]);
    expect(book.version).toBe(3);
    // [["'é",1]] is 10 characters of JSON, é two bytes in UTF-8.
    expect(book.requests).toEqual({ count: 1, largestPayloadBytes: 11 });
  });

  test('rowVersion moves for the rows a change reached, and only for them: the grid redraws what a job wrote', async () => {
    const book = new MemoryWorkbook({ sheets: ['Sheet1', 'Sheet2'] });
    const versions = (rows: readonly number[], sheet = 'Sheet1') => rows.map((row) => book.rowVersion(sheet, row));
    expect(versions([0, 1, 2, 3])).toEqual([0, 0, 0, 0]);
    await book.writeValues({ sheet: 'Sheet1', row: 1, column: 0 }, [['a'], ['b']]);
    const written = book.version;
    expect(versions([0, 1, 2, 3])).toEqual([0, written, written, 0]);

    // The selection, another sheet, a record: nothing a row of Sheet1 shows.
    book.setSelection(at(3, 0));
    await book.select(at(0, 0, 2, 2));
    await book.writeValues({ sheet: 'Sheet2', row: 0, column: 0 }, [['elsewhere']]);
    await book.writeRecord('record', 'text');
    await book.addSheet('Sheet3');
    expect(versions([0, 1, 2, 3])).toEqual([0, written, written, 0]);
    expect(versions([0], 'Sheet2')).toEqual([book.version - 2]);

    book.setCellText('Sheet1', 3, 4, 'typed');
    expect(versions([0, 1, 2, 3])).toEqual([0, written, written, book.version]);
    await book.setNumberFormats(at(0, 0, 1, 1), ['0.00']);
    expect(book.rowVersion('Sheet1', 0)).toBe(book.version);
    const header = book.version;
    await book.addTable(at(1, 0, 2, 1));
    expect(versions([0, 1, 2])).toEqual([header, book.version, written]);

    // Marks may reach beyond the rows they are given (they replace earlier marks): every row is drawn again.
    await book.highlightRows(at(1, 0, 2, 1), 0, [{ equals: 'a', fill: '#FFC7CE', font: '#9C0006' }]);
    expect(versions([0, 1, 2, 3, 500])).toEqual(Array(5).fill(book.version));
    expect(() => book.rowVersion('Missing', 0)).toThrow(SheetNotFoundError);
  });

  test('writing empty cells into empty cells keeps the used extent without recounting; emptying its edge shrinks it', async () => {
    const book = new MemoryWorkbook();
    await book.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [
      ['a', 'b', ''],
      ['c', '', ''],
    ]);
    expect(book.sheetSize('Sheet1')).toEqual({ rowCount: 2, columnCount: 2 });
    await book.writeValues({ sheet: 'Sheet1', row: 5, column: 0 }, [['', '', '']]);
    expect(book.sheetSize('Sheet1')).toEqual({ rowCount: 2, columnCount: 2 });
    book.setCellText('Sheet1', 0, 1, '');
    expect(book.sheetSize('Sheet1')).toEqual({ rowCount: 2, columnCount: 1 });
    book.setCellText('Sheet1', 1, 0, '');
    expect(book.sheetSize('Sheet1')).toEqual({ rowCount: 1, columnCount: 1 });
  });

  test('every request waits for a macrotask, so a page can repaint between requests', async () => {
    const book = new MemoryWorkbook({ requestDelayMs: 0 });
    let ticked = false;
    setTimeout(() => (ticked = true), 0);
    await book.sheetNames();
    expect(ticked).toBe(true);
  });
});

describe('MemoryWorkbook: charts', () => {
  test('kept with their sheet, as added (data, title, place), in one request each; a sheet of another name has none', async () => {
    const book = new MemoryWorkbook();
    const sheet = await book.addSheet('Summary');
    const before = book.requests.count;
    await book.addChart(at(0, 0, 4, 2, sheet), 'Parts by status', at(0, 3, 15, 7, sheet));
    await book.addChart(at(20, 0, 3, 2, 'summary'), 'Last buy dates by quarter', at(20, 3, 15, 7, 'summary'));
    expect(book.requests.count - before).toBe(2);
    // The sheet's own name, whatever case it was asked in (Excel ignores case in sheet names).
    expect(book.charts('SUMMARY')).toEqual([
      { data: at(0, 0, 4, 2, 'Summary'), title: 'Parts by status', at: at(0, 3, 15, 7, 'Summary') },
      { data: at(20, 0, 3, 2, 'Summary'), title: 'Last buy dates by quarter', at: at(20, 3, 15, 7, 'Summary') },
    ]);
    expect(book.charts('Sheet1')).toEqual([]);
    await expect(book.addChart(at(0, 0, 2, 2, 'Nowhere'), 'x', at(0, 3, 2, 2, 'Nowhere'))).rejects.toThrow(
      SheetNotFoundError,
    );
  });

  test('gone with their sheet: a new sheet of the same name starts without them, as in Excel', async () => {
    const book = new MemoryWorkbook();
    const sheet = await book.addSheet('Summary');
    await book.addChart(at(0, 0, 4, 2, sheet), 'Parts by status', at(0, 3, 15, 7, sheet));
    await book.deleteSheet(sheet);
    expect(await book.addSheet('Summary')).toBe('Summary');
    expect(book.charts('Summary')).toEqual([]);
  });
});
