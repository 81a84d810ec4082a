import type { Workbook } from 'exceljs';
import type { SampleContext } from '../sampleContext';
import { SHEETS } from '../sheetNames';
import { value } from './cells';

/** Where the acceptance script lives, as the README links it. */
export const ACCEPTANCE_SCRIPT = 'docs/excel-acceptance.md';

/** The first sheet: what the workbook is for, what each sheet holds, and what to do when a formula is not live. */
export function addReadMeSheet(workbook: Workbook, context: SampleContext): void {
  const sheet = workbook.addWorksheet(SHEETS.readMe);
  sheet.getColumn('A').width = 150;
  const { now, later } = context.data;
  const lines: readonly string[] = [
    'PartSpec acceptance workbook',
    '',
    `What it is for: trying PartSpec in real Excel, step by step, with ${ACCEPTANCE_SCRIPT} (in the PartSpec repository) open beside it.`,
    'Each step there says what to do, what you should see, and what to write down when you see something else. The report template is at its end.',
    '',
    `Made by \`npm run sample-workbook\` from the reference service's dataset as of ${now.date}: what \`npm start -- --as-of ${now.date}\` serves (without --as-of, the service answers as of today).`,
    `The expected results assume that catalogue; only step L1 restarts the service as of ${later.date} (\`npm start -- --as-of ${later.date}\`).`,
    '',
    'Sheets:',
    `  ${SHEETS.bom}: ${context.bom.length} part numbers of the three categories under "Part number", with a Qty column; every status, one part number that does not exist, one typed in lower case with a trailing space (steps P5, P6, L1).`,
    `  ${SHEETS.bomFormulas}: the same part numbers with one PART.SPEC over them and the values each row should get (step F2).`,
    `  ${SHEETS.functions}: one row per use of each PART function: the live formula (column E), the same formula as text, and its expected result (steps F1-F12, C1).`,
    `  ${SHEETS.cards}: PART.CARD and property formulas such as =B2.Capacitance (steps C1-C3).`,
    `  ${SHEETS.large}: ${context.large.length.toLocaleString('en-US')} part numbers under one PART.SPEC, for snapshots (steps O1-O4).`,
    `  ${SHEETS.paneSteps}: what the task pane should show in steps P1-P5 and L1 for this data.`,
    '',
    'Formulas: this workbook was written by a script (ExcelJS), which stores no dynamic-array information and does not know PartSpec.',
    'So Excel may open a formula as #NAME? (PartSpec not yet loaded) or as =@PART.SPEC(...) showing one value instead of spilling.',
    'Then: select the cell, press F2 (on a Mac: Ctrl+U), remove the @ if there is one, and press Enter. Write down which cells needed it (step S8).',
    '',
    'Every part number, status and text in this workbook is plain text, never a formula. Only the Result cells of Functions and the formula cells of the other sheets compute.',
    'The API key is not in this workbook, and must never get into it: step K1 checks that after you save it.',
  ];
  lines.forEach((line, index) => {
    if (line !== '') value(sheet, `A${index + 1}`, line);
  });
  sheet.getRow(1).font = { bold: true, size: 14 };
}
