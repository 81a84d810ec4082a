import type { CellValue } from '../../../../../../src/core';
import type { RangeAddress } from '../../../../../../src/office/workbook';
import { DEFAULT_BOM_COLUMNS } from '../../../../../../src/taskpane/features/bom/logic/bomColumns';
import { isPartNumberHeader } from '../../../../../../src/taskpane/features/bom/logic/bomHeaders';
import { type BomLayout, bomLayout } from '../../../../../../src/taskpane/features/bom/logic/bomLayout';
import { bomCellsToRead, startAtHeader } from '../../../../../../src/taskpane/features/bom/logic/bomPartCells';
import type { BomLayoutProblem } from '../../../../../../src/taskpane/errors/bomProblem';
import { refreshNote } from '../../../../../../src/taskpane/features/bom/wording/refreshNote';
import { isRefreshNote } from '../../../../../../src/taskpane/features/bom/logic/refreshNotePattern';

/** A sheet as rows of values, row 0 first; '' is an empty cell. */
type Sheet = CellValue[][];

function range(row: number, column: number, rowCount: number, columnCount: number, sheet = 'BOM'): RangeAddress {
  return { sheet, row, column, rowCount, columnCount };
}

/** The used range of a sheet given as rows: the smallest rectangle of its non-empty cells. */
function usedRangeOf(sheet: Sheet): RangeAddress | undefined {
  let [top, left, bottom, right] = [Infinity, Infinity, -1, -1];
  sheet.forEach((cells, row) =>
    cells.forEach((value, column) => {
      if (value === '') return;
      [top, left] = [Math.min(top, row), Math.min(left, column)];
      [bottom, right] = [Math.max(bottom, row), Math.max(right, column)];
    }),
  );
  return bottom < 0 ? undefined : range(top, left, bottom - top + 1, right - left + 1);
}

function read(sheet: Sheet, area: RangeAddress): CellValue[][] {
  return Array.from({ length: area.rowCount }, (_, r) =>
    Array.from({ length: area.columnCount }, (_, c) => sheet[area.row + r]?.[area.column + c] ?? ''),
  );
}

/** What the job does: read what bomCellsToRead names, then decide. */
function layoutOf(
  sheet: Sheet,
  selection: RangeAddress,
  fields: readonly string[] = DEFAULT_BOM_COLUMNS,
): BomLayout | { problem: BomLayoutProblem } {
  const cells = bomCellsToRead(selection, usedRangeOf(sheet));
  if ('problem' in cells) return cells;
  return bomLayout({
    cells,
    partValues: read(sheet, cells.parts),
    headerValues: read(sheet, cells.headerRows),
    fields,
  });
}

function layout(sheet: Sheet, selection: RangeAddress, fields?: readonly string[]): BomLayout {
  const result = layoutOf(sheet, selection, fields);
  if ('problem' in result) throw new Error(result.problem.kind);
  return result;
}

const BOM: Sheet = [
  ['Item', 'Part number', 'Qty', 'Notes'],
  [1, 'OCM188R71H104KA01D', 10, ''],
  [2, '  OIH4NGS4R7MD0L ', 2, 'coil'],
  [3, '', '', 'spare row'],
  [4, 'NOT-A-PART', 1, ''],
];

describe('isPartNumberHeader', () => {
  test.each([
    'Part number',
    'PART NO.',
    'Partno',
    'P/N',
    'MPN',
    'Mfr. Part Number',
    '品番',
    '型号',
    'ＭＰＮ',
    ' part_no ',
  ])('%s is a part-number header', (text) => expect(isPartNumberHeader(text)).toBe(true));

  test.each(['OCM188R71H104KA01D', 'Qty', '', 12, 'Part'])('%s is not', (value) =>
    expect(isPartNumberHeader(value)).toBe(false),
  );
});

describe('bomLayout: header row', () => {
  test('the row above the selection is the header', () => {
    const result = layout(BOM, range(1, 1, 4, 1));
    expect(result).toMatchObject({ sheet: 'BOM', headerRow: 0, partColumn: 1, firstDataRow: 1, dataRowCount: 4 });
    expect(result.parts).toEqual([
      { row: 1, partno: 'OCM188R71H104KA01D' },
      { row: 2, partno: 'OIH4NGS4R7MD0L' },
      { row: 4, partno: 'NOT-A-PART' },
    ]);
  });

  test('a first selected cell that is a part-number header is the header', () => {
    const result = layout(BOM, range(0, 1, 5, 1));
    expect(result).toMatchObject({ headerRow: 0, firstDataRow: 1, dataRowCount: 4 });
    expect(result.parts.map((part) => part.partno)).toEqual(['OCM188R71H104KA01D', 'OIH4NGS4R7MD0L', 'NOT-A-PART']);
  });

  test('a whole column is clipped to the used range', () => {
    const result = layout(BOM, range(0, 1, 1_048_576, 1));
    expect(result).toMatchObject({ headerRow: 0, firstDataRow: 1, dataRowCount: 4 });
    expect(result.parts).toHaveLength(3);
  });

  test('only the first column of a wider selection counts', () => {
    const result = layout(BOM, range(1, 1, 4, 3));
    expect(result.partColumn).toBe(1);
    expect(result.parts.map((part) => part.partno)).not.toContain('10');
  });

  test('a single cell is one part', () => {
    const result = layout(BOM, range(2, 1, 1, 1));
    expect(result).toMatchObject({ headerRow: 1, firstDataRow: 2, dataRowCount: 1 });
    expect(result.parts).toEqual([{ row: 2, partno: 'OIH4NGS4R7MD0L' }]);
  });

  test('numbers in the part column are part numbers too', () => {
    const sheet: Sheet = [['P/N'], [12345], ['ABC']];
    expect(layout(sheet, range(0, 0, 3, 1)).parts).toEqual([
      { row: 1, partno: '12345' },
      { row: 2, partno: 'ABC' },
    ]);
  });

  describe('a selection from row 1 without a header PartSpec knows: what row 1 holds, for the wording', () => {
    test('part numbers on row 1 with no header', () => {
      const sheet: Sheet = [['OCM188R71H104KA01D'], ['OIH4NGS4R7MD0L']];
      expect(layoutOf(sheet, range(0, 0, 1_048_576, 1))).toEqual({
        problem: { kind: 'notAHeader', text: 'OCM188R71H104KA01D' },
      });
    });

    test('a title in the part column itself, the header further down', () => {
      const sheet: Sheet = [
        ['BOM of the main board, rev. C, for the pilot run in March'],
        [''],
        ['Part number'],
        ['OCM188R71H104KA01D'],
      ];
      expect(layoutOf(sheet, range(0, 0, 1_048_576, 1))).toEqual({
        problem: { kind: 'notAHeader', text: 'BOM of the main board, rev. C, for the pilot run in March' },
      });
      // What the message says to do works: the part numbers under their header.
      expect(layout(sheet, range(3, 0, 1, 1))).toMatchObject({
        headerRow: 2,
        parts: [{ row: 3, partno: 'OCM188R71H104KA01D' }],
      });
    });

    test('a header PartSpec does not know, with the whole column selected', () => {
      const sheet: Sheet = [
        ['Component', 'Qty'],
        ['OCM188R71H104KA01D', 2],
      ];
      expect(layoutOf(sheet, range(0, 0, 1_048_576, 1))).toEqual({
        problem: { kind: 'notAHeader', text: 'Component' },
      });
      expect(layout(sheet, range(1, 0, 1, 1))).toMatchObject({
        headerRow: 0,
        parts: [{ row: 1, partno: 'OCM188R71H104KA01D' }],
      });
    });

    test('a blank first cell above part numbers', () => {
      const sheet: Sheet = [
        ['', 'Qty'],
        ['OCM188R71H104KA01D', 2],
      ];
      expect(layoutOf(sheet, range(0, 0, 2, 1))).toEqual({ problem: { kind: 'noHeader' } });
    });
  });

  test('an empty sheet, a selection outside the used range, blanks only, a header alone: problems', () => {
    const nothingSelected = { problem: { kind: 'nothingSelected' } };
    expect(layoutOf([], range(0, 0, 10, 1))).toEqual(nothingSelected);
    expect(layoutOf(BOM, range(0, 7, 5, 1))).toEqual(nothingSelected);
    expect(layoutOf(BOM, range(10, 1, 5, 1))).toEqual(nothingSelected);
    expect(layoutOf(BOM, range(3, 1, 1, 1))).toEqual(nothingSelected);
    expect(layoutOf(BOM, range(0, 1, 1, 1))).toEqual({ problem: { kind: 'noPartsUnder', header: 'Part number' } });
  });
});

describe('bomLayout: columns', () => {
  test('missing columns are appended after the last header cell, as one block, in the order asked', () => {
    const result = layout(BOM, range(1, 1, 4, 1));
    expect(result.columns).toEqual([
      { field: 'Status', column: 4, existing: false },
      { field: 'LastBuyDate', column: 5, existing: false },
      { field: 'ProductionEndDate', column: 6, existing: false },
      { field: 'AlternativePartno', column: 7, existing: false },
    ]);
    expect(result.appended).toEqual([4, 5, 6, 7]);
  });

  test('existing columns of that name are refreshed in place; only the others are appended', () => {
    const sheet: Sheet = [
      ['Part number', 'status', 'Qty', ' LastBuyDate ', 'Capacitance (µF)', 'Status (old)', ''],
      ['OCM188R71H104KA01D', 'NRND', 1, 45000, 0.1, 'x', ''],
    ];
    const result = layout(sheet, range(0, 0, 2, 1), ['Status', 'LastBuyDate', 'Capacitance', 'AlternativePartno']);
    expect(result.columns).toEqual([
      { field: 'Status', column: 1, existing: true },
      { field: 'LastBuyDate', column: 3, existing: true },
      { field: 'Capacitance', column: 4, existing: true },
      { field: 'AlternativePartno', column: 6, existing: false },
    ]);
    expect(result.appended).toEqual([6]);
  });

  test('a header cell left of the part column is not PartSpec’s', () => {
    const sheet: Sheet = [
      ['Status', 'MPN', ''],
      ['keep', 'OCM188R71H104KA01D', ''],
    ];
    const result = layout(sheet, range(1, 1, 1, 1), ['Status']);
    expect(result.columns).toEqual([{ field: 'Status', column: 2, existing: false }]);
  });

  test('appending starts after the last non-empty header cell, even past a gap', () => {
    const sheet: Sheet = [
      ['Part number', '', 'Remark'],
      ['OCM188R71H104KA01D', '', ''],
    ];
    expect(layout(sheet, range(1, 0, 1, 1), ['Status']).columns).toEqual([
      { field: 'Status', column: 3, existing: false },
    ]);
  });

  test('a header row above holding nothing but the part column header appends right next to it', () => {
    const sheet: Sheet = [
      ['', '', ''],
      ['', '', ''],
      ['', 'OCM188R71H104KA01D', ''],
    ];
    const result = layout(sheet, range(2, 1, 1, 1), ['Status']);
    expect(result).toMatchObject({ headerRow: 1, firstDataRow: 2, dataRowCount: 1 });
    expect(result.columns).toEqual([{ field: 'Status', column: 2, existing: false }]);
  });
});

describe('startAtHeader: blank cells above the header are not part of the BOM', () => {
  /** What the job does: read the part cells, start at the header, read the header rows, then decide. */
  function layoutFromTop(sheet: Sheet, selection: RangeAddress): BomLayout | { problem: BomLayoutProblem } {
    const selected = bomCellsToRead(selection, usedRangeOf(sheet));
    if ('problem' in selected) return selected;
    const { cells, partValues } = startAtHeader(selected, read(sheet, selected.parts));
    return bomLayout({ cells, partValues, headerValues: read(sheet, cells.headerRows), fields: ['Status'] });
  }

  // A title above the table, as BOM sheets have: the part column is blank until its header.
  const TITLED: Sheet = [
    ['Project X, main board', '', ''],
    ['', '', ''],
    ['Item', 'Part number', 'Qty'],
    [1, 'OCM188R71H104KA01D', 10],
    [2, 'OIH4NGS4R7MD0L', 2],
  ];

  test('a whole column: the header below the blank cells is the header', () => {
    expect(layoutFromTop(TITLED, range(0, 1, 1_048_576, 1))).toMatchObject({
      headerRow: 2,
      firstDataRow: 3,
      dataRowCount: 2,
      parts: [
        { row: 3, partno: 'OCM188R71H104KA01D' },
        { row: 4, partno: 'OIH4NGS4R7MD0L' },
      ],
      columns: [{ field: 'Status', column: 3, existing: false }],
    });
  });

  test('the cells to read move down to the header; the rest of the selection stays', () => {
    const selected = bomCellsToRead(range(1, 1, 4, 1), usedRangeOf(TITLED));
    if ('problem' in selected) throw new Error(selected.problem.kind);
    const { cells, partValues } = startAtHeader(selected, read(TITLED, selected.parts));
    expect(cells).toEqual({ parts: range(2, 1, 3, 1), headerRows: range(1, 1, 2, 2) });
    expect(partValues).toEqual([['Part number'], ['OCM188R71H104KA01D'], ['OIH4NGS4R7MD0L']]);
  });

  test('blank cells above part numbers (no header among them) change nothing: the row above the selection is the header', () => {
    const sheet: Sheet = [['Part number'], [''], ['OCM188R71H104KA01D']];
    const selected = bomCellsToRead(range(1, 0, 2, 1), usedRangeOf(sheet));
    if ('problem' in selected) throw new Error(selected.problem.kind);
    expect(startAtHeader(selected, read(sheet, selected.parts)).cells).toBe(selected);
    expect(layoutFromTop(sheet, range(1, 0, 2, 1))).toMatchObject({ headerRow: 0, firstDataRow: 1, dataRowCount: 2 });
  });
});

describe('bomLayout: the refresh note', () => {
  test('goes right of the last PartSpec column, appended or not', () => {
    expect(layout(BOM, range(1, 1, 4, 1)).noteColumn).toBe(8);
    const sheet: Sheet = [
      ['Part number', 'Status', ''],
      ['OCM188R71H104KA01D', 'NRND', ''],
    ];
    expect(layout(sheet, range(1, 0, 1, 1), ['Status']).noteColumn).toBe(2);
  });

  test("skips the user's header cells: the first empty cell, or one holding an earlier note", () => {
    const sheet: Sheet = [
      ['Part number', 'Status', 'Remark', 'Owner', '', 'Budget'],
      ['OCM188R71H104KA01D', 'NRND', '', '', '', ''],
    ];
    expect(layout(sheet, range(1, 0, 1, 1), ['Status']).noteColumn).toBe(4);
    const noted: Sheet = [
      ['Part number', 'Status', 'Remark', 'Refreshed 2026-01-02 03:04', 'Budget'],
      ['OCM188R71H104KA01D', 'NRND', '', '', ''],
    ];
    expect(layout(noted, range(1, 0, 1, 1), ['Status']).noteColumn).toBe(3);
  });

  test('an earlier note is no header: a column added now takes its place, and the note goes after it', () => {
    const sheet: Sheet = [
      ['Part number', 'Status', 'Refreshed 2026-01-02 03:04'],
      ['OCM188R71H104KA01D', 'NRND', ''],
    ];
    const result = layout(sheet, range(1, 0, 1, 1), ['Status', 'LastBuyDate']);
    expect(result.appended).toEqual([2]);
    expect(result.noteColumn).toBe(3);
  });

  test('its text, in local time, with where the answers came from, and how it is recognized', () => {
    const at = new Date(2026, 10, 24, 7, 3).toISOString();
    const fromService = { at, atChecked: true, service: 3, snapshots: [] };
    expect(refreshNote(fromService)).toBe('Refreshed 2026-11-24 07:03 from the service');
    const snapshot = {
      category: 'inductors' as const,
      lang: 'en' as const,
      issuedAt: new Date(2025, 10, 24, 7, 3).toISOString(),
      ageMs: 365 * 86_400_000,
      ageChecked: true,
      stale: true,
      count: 2,
    };
    expect(refreshNote({ ...fromService, service: 0, snapshots: [snapshot] })).toBe(
      "Refreshed 2026-11-24 07:03 from the snapshot of 2025-11-24 07:03 (365 days old by the service's clock)",
    );
    expect(refreshNote({ ...fromService, service: 1, snapshots: [snapshot] })).toBe(
      "Refreshed 2026-11-24 07:03: 1 part from the service, 2026-11-24 07:03; 2 from the snapshot of 2025-11-24 07:03 (365 days old by the service's clock)",
    );
    for (const note of [fromService, { ...fromService, service: 0, snapshots: [snapshot] }]) {
      expect(isRefreshNote(refreshNote(note))).toBe(true);
    }
    // A note written before notes said where the answers came from is still PartSpec's.
    expect(isRefreshNote('Refreshed 2026-11-24 07:03')).toBe(true);
    expect(isRefreshNote('Refreshed 2026-11-24 07:03 by Ann')).toBe(false);
    expect(isRefreshNote('Refreshed by Ann')).toBe(false);
    expect(isRefreshNote(20261124)).toBe(false);
  });
});
