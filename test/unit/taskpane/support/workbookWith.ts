import type { CellValue } from '../../../../src/core';
import { MemoryWorkbook, type RangeAddress } from '../../../../src/office/workbook';

/**
 * An in-memory workbook of one sheet, the selection's, holding `rows` from A1 ('' is an empty cell) as a
 * user would have typed them: text quote-prefixed, so that it stays text; and `selection` selected.
 */
export function workbookWith(rows: readonly (readonly CellValue[])[], selection: RangeAddress): MemoryWorkbook {
  const workbook = new MemoryWorkbook({ sheets: [selection.sheet] });
  rows.forEach((row, r) =>
    row.forEach((value, c) => {
      if (value !== '') {
        workbook.setCellText(selection.sheet, r, c, typeof value === 'string' ? `'${value}` : String(value));
      }
    }),
  );
  workbook.setSelection(selection);
  return workbook;
}
