import type { Workbook } from 'exceljs';
import { type Product, toTable } from '../../../src/core';
import type { SampleContext } from '../sampleContext';
import { SHEETS } from '../sheetNames';
import { BOM_FIRST_ROW, bomRange } from './bomSheet';
import { asText, formula, headerRow, value } from './cells';

/** The fields of the spilled BOM: one that applies to every part, and some that apply to one category only. */
export const BOM_FORMULA_FIELDS = ['Status', 'Capacitance', 'Inductance', 'RatedVoltage', 'SizecodeMm'] as const;

/** Where the expected values start: right of the spill (B:F), the formula's text (H) and its summary (I). */
const EXPECTED_COLUMNS = ['K', 'L', 'M', 'N', 'O'] as const;

/**
 * Step F2: the BOM's part numbers with one PART.SPEC over them and a header row of field names, the
 * design engineer's first formula, and to its right the values each row should get.
 */
export function addBomFormulasSheet(workbook: Workbook, context: SampleContext): void {
  const sheet = workbook.addWorksheet(SHEETS.bomFormulas, { views: [{ state: 'frozen', ySplit: 1 }] });
  const fieldColumns = ['B', 'C', 'D', 'E', 'F'] as const;
  headerRow(sheet, 1, [
    ['A', 'Part number', 22],
    ...fieldColumns.map((column, index): [string, string, number] => [column, BOM_FORMULA_FIELDS[index], 16]),
    ['H', 'Formula as text', 28],
    ['I', 'Expected result', 70],
    ...EXPECTED_COLUMNS.map((column, index): [string, string, number] => [
      column,
      `Expected ${BOM_FORMULA_FIELDS[index]}`,
      18,
    ]),
  ]);
  const text = `PART.SPEC(${bomRange(context)},B1:F1)`;
  formula(sheet, `B${BOM_FIRST_ROW}`, text);
  value(sheet, `H${BOM_FIRST_ROW}`, asText(text));

  const unknownRow = context.bom.findIndex((row) => row.kind === 'unknown') + BOM_FIRST_ROW;
  const lowerCaseRow = context.bom.findIndex((row) => row.kind === 'lowerCase') + BOM_FIRST_ROW;
  value(
    sheet,
    `I${BOM_FIRST_ROW}`,
    `${context.bom.length} rows × ${BOM_FORMULA_FIELDS.length} columns spilled from B${BOM_FIRST_ROW}, each row as in K:O on its right; ` +
      `row ${unknownRow} #N/A (Part not found), row ${lowerCaseRow} (lower case) found; ` +
      '(empty) where a field does not apply; numbers in SI units (F, H, V)',
  );

  context.bom.forEach((row, index) => {
    const at = BOM_FIRST_ROW + index;
    value(sheet, `A${at}`, row.typed);
    const product: Product | undefined = context.bomNow.get(row.typed);
    if (!product) {
      value(sheet, `${EXPECTED_COLUMNS[0]}${at}`, `#N/A (Part not found: ${row.typed.trim()})`);
      return;
    }
    const [cells] = toTable([product], { fields: [...BOM_FORMULA_FIELDS], textProtection: 'none' }).rows;
    cells.forEach((cell, column) => {
      if (cell !== '') value(sheet, `${EXPECTED_COLUMNS[column]}${at}`, cell);
    });
  });
}
