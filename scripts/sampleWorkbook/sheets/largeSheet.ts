import type { Workbook } from 'exceljs';
import { countText } from '../expectedText';
import { LARGE_INDUCTORS, LARGE_SMD } from '../pickParts';
import type { SampleContext } from '../sampleContext';
import { SHEETS } from '../sheetNames';
import { asText, formula, headerRow, value } from './cells';

export const LARGE_FIELDS = ['Status', 'Capacitance', 'Inductance'] as const;

/**
 * Step O1: thousands of part numbers under one PART.SPEC, enough inductors that downloading their category
 * costs less than asking for them: the snapshot the planner keeps, then answers from offline.
 */
export function addLargeSheet(workbook: Workbook, context: SampleContext): void {
  const sheet = workbook.addWorksheet(SHEETS.large, { views: [{ state: 'frozen', ySplit: 1 }] });
  const last = 1 + context.large.length;
  const inductors = context.data.now.products.filter((product) => product.category === 'inductors').length;
  headerRow(sheet, 1, [
    ['A', 'Part number', 22],
    ['B', LARGE_FIELDS[0], 16],
    ['C', LARGE_FIELDS[1], 14],
    ['D', LARGE_FIELDS[2], 14],
    ['F', 'Formula as text', 28],
    ['G', 'Expected result', 100],
  ]);
  const text = `PART.SPEC(A2:A${last},B1:D1)`;
  formula(sheet, 'B2', text);
  value(sheet, 'F2', asText(text));
  value(
    sheet,
    'G2',
    `${countText(context.large.length)} rows × ${LARGE_FIELDS.length} columns from B2, no error: ` +
      `${countText(LARGE_INDUCTORS)} inductors (Capacitance empty) and ${countText(LARGE_SMD)} SMD capacitors, every fifth row (Inductance empty)`,
  );
  value(
    sheet,
    'G3',
    `With Snapshots on Auto: Settings > Snapshots then lists Inductors (en), ${countText(inductors)} products; the SMD capacitors are asked of the service (step O1)`,
  );
  context.large.forEach((partno, index) => value(sheet, `A${2 + index}`, partno));
}
