import type { Workbook, Worksheet } from 'exceljs';
import {
  type Condition,
  differenceText,
  fieldNames,
  formatFilter,
  isFilterError,
  isUnknownFieldError,
  localizedListedValue,
  parseFilter,
  type Product,
  readCondition,
  resolveField,
  toTable,
} from '../../../src/core';
import { DOWNLOAD_LIFETIME_SECONDS } from '../../../src/service';
import { EQUIVALENTS_SHOWN, equivalentsExample } from '../equivalentsExample';
import { blockText, cellText, countText } from '../expectedText';
import { README_BASE_PART, README_PARTS } from '../pickParts';
import { bomPart, type SampleContext } from '../sampleContext';
import { matchRow } from '../../../src/functions/matchCells';
import { cellWordsOf } from '../../../src/functions/words/cellWordsOf';
import { en } from '../../../src/words';
import { SHEETS } from '../sheetNames';
import { bomRange } from './bomSheet';
import { asText, formula, headerRow, value } from './cells';

/** One function's row: the formula, its text and its expected result side by side, and the inputs it reads. */
interface Block {
  /** The step of docs/excel-acceptance.md that uses it. */
  readonly step: string;
  readonly name: string;
  /** The formula without its `=`. */
  readonly formula: string;
  readonly expected: string;
  /** Rows its answer takes, from its own row down (a spill). */
  readonly rows: number;
  /** Cells the formula reads: address and plain value. */
  readonly inputs?: readonly (readonly [string, string | number])[];
  /** Typed by the tester in the step (value preview, cancel): written as text only, never computed on open. */
  readonly typed?: boolean;
}

/** Where the first block goes, below the header and its note. */
const FIRST_ROW = 4;
/** The live formula's column: it spills right (at most to H) and down. */
const RESULT = 'E';

/** What a PART.SPEC cell gives for one part and field (an empty text where the field does not apply). */
function specCell(product: Product, field: string): unknown {
  return toTable([product], { fields: [field], textProtection: 'none' }).rows[0][0];
}

/** The last row of a PART.FINDPARTS that shows fewer products than match (functions.ts, moreNote). */
function moreNote(limit: number): string {
  return `More products match than the ${limit} shown: raise maxRows or narrow the filter.`;
}

async function searchBlock(
  context: SampleContext,
  query: { filter: string; orderby: string },
  fields: readonly string[],
  limit: number,
): Promise<{ expected: string; rows: number }> {
  const { products, hasMoreHits } = await context.data.now.client.search(query);
  const shown = products.slice(0, limit);
  const table = toTable(shown, { fields: [...fields], textProtection: 'none' });
  const rows: unknown[][] = [table.header, ...table.rows];
  if (hasMoreHits || products.length > limit) rows.push([moreNote(limit), ...fields.slice(1).map(() => '')]);
  return { expected: blockText(rows), rows: rows.length };
}

async function lookupOne(context: SampleContext, partno: string): Promise<Product> {
  const product = (await context.data.now.client.lookup([partno])).get(partno);
  if (!product) throw new Error(`${partno} is not in the dataset`);
  return product;
}

/**
 * A leaded capacitor In Production that nothing in the workbook looks up (no BOM row, no alternative of
 * one): while its formula is typed, value preview has nothing cached to show for it.
 */
function freshPart(context: SampleContext): Product {
  const used = new Set<string>(context.large);
  for (const answers of [context.bomNow, context.bomLater]) {
    for (const [typed, product] of answers) {
      used.add(typed.trim().toUpperCase());
      const alternatives = product?.record.AlternativePartno;
      if (Array.isArray(alternatives)) for (const partno of alternatives) used.add(String(partno));
    }
  }
  const fresh = context.data.now.products.find(
    (product) =>
      product.category === 'ceramicCapacitorsLead' &&
      product.record.Status === 'In Production' &&
      !used.has(product.record.Partno),
  );
  if (!fresh) throw new Error('Every leaded capacitor In Production is used by the workbook');
  return fresh;
}

/** Makes a block for the row it goes to; `previous` is the row of the block above it. */
type BlockAt = (row: number, previous: number) => Block;

async function blocks(context: SampleContext): Promise<BlockAt[]> {
  const { client } = context.data.now;
  const readme = await lookupOne(context, README_PARTS[0]);
  const base = await lookupOne(context, README_BASE_PART);
  const matrix = [
    readme,
    bomPart(context, 'ceramicCapacitorsLead', ['In Production']),
    bomPart(context, 'inductors', ['In Production']),
  ];
  const matrixFields = ['Status', 'Capacitance', 'Inductance'];
  const atRisk = [
    bomPart(context, 'ceramicCapacitorsSMD', ['NRND']),
    bomPart(context, 'ceramicCapacitorsLead', ['To be discontinued']),
    bomPart(context, 'inductors', ['Discontinued']),
  ];
  const statuses = atRisk.map((product) => String(product.record.Status));
  const unknown = context.bom.find((row) => row.kind === 'unknown')!.typed;
  const lowerCase = context.bom.find((row) => row.kind === 'lowerCase')!.typed;
  const lowerCaseProduct = context.bomNow.get(lowerCase)!;

  const searchFields = ['Partno', 'Capacitance', 'RatedVoltage'];
  const searchQuery = { filter: 'Capacitance ge 100nF and RatedVoltage ge 50V', orderby: 'Capacitance desc' };
  const search = await searchBlock(context, searchQuery, searchFields, 5);

  const filterInputs = [
    ['Capacitance', 'ge', '100nF'],
    ['RatedVoltage', '>=', '50V'],
    ['Status', 'eq', 'NRND|Discontinued'],
  ] as const;
  const conditions: Condition[] = filterInputs.map(([item, operator, given]) => {
    const reading = readCondition({ item, operator, value: given, lang: 'en' });
    if ('problem' in reading) throw new Error(`PART.BUILDFILTER's example ${item} ${operator} ${given} cannot be read`);
    return reading.condition;
  });
  const filterText = formatFilter({ conditions });
  const filteredFields = ['Partno', 'RatedVoltage', 'Status'];
  const filtered = await searchBlock(context, { filter: filterText, orderby: 'RatedVoltage desc' }, filteredFields, 3);

  const equivalents = await equivalentsExample(context, EQUIVALENTS_SHOWN);
  const equivalentRows: unknown[][] = [
    ['Partno', 'Verdict', 'Differences', 'RatedVoltage'],
    ...equivalents.dropIns
      .slice(0, EQUIVALENTS_SHOWN)
      .map((alternative) => [
        alternative.product.record.Partno,
        alternative.check.verdict,
        alternative.check.improvements.map(differenceText).join('; '),
        specCell(alternative.product, 'RatedVoltage'),
      ]),
  ];
  if (equivalents.dropIns.length > EQUIVALENTS_SHOWN) {
    const more = equivalents.dropIns.length - EQUIVALENTS_SHOWN;
    equivalentRows.push([`${more} more: raise maxRows to see them.`, '', '', '']);
  }

  let unknownField = '';
  try {
    resolveField('Capacitence');
  } catch (error) {
    if (!isUnknownFieldError(error)) throw error;
    unknownField = `Unknown field "Capacitence"; did you mean ${error.suggestions.join(', ')}?`;
  }
  let badFilter = '';
  try {
    parseFilter('Capacitance ge 100nX');
  } catch (error) {
    if (!isFilterError(error)) throw error;
    badFilter = `${error.problem} (at position ${error.position + 1})`;
  }

  // A BOM line and its footprint, as a schematic exports them: the parts PART.MATCHLINE answers, worded as its cells are.
  const matchLine = ['100nF 16V X7R', 'C_0402_1005Metric'] as const;
  const matched = await client.match(matchLine[0], { footprint: matchLine[1], count: 2 });
  const matchRows = matched.map((found) => matchRow(found, cellWordsOf(en)));

  const fresh = freshPart(context);
  const inductorFields = fieldNames('inductors');
  const everyCapacitor = await client.searchAll({ filter: "Category eq 'ceramicCapacitors'" });

  return [
    (row) => ({
      step: 'F1',
      name: 'PART.SPEC',
      formula: `PART.SPEC(J${row},"Capacitance")`,
      inputs: [[`J${row}`, README_PARTS[0]]],
      expected: `${cellText(specCell(readme, 'Capacitance'))} (farads, a number)`,
      rows: 1,
    }),
    (row) => ({
      step: 'F1',
      name: 'PART.SPEC',
      formula: `PART.SPEC(J${row},"CapacitanceText")`,
      inputs: [[`J${row}`, README_PARTS[0]]],
      expected: `${cellText(specCell(readme, 'CapacitanceText'))} (text)`,
      rows: 1,
    }),
    (row) => ({
      step: 'F2',
      name: 'PART.SPEC',
      formula: `PART.SPEC(J${row}:J${row + 2},K${row}:M${row})`,
      inputs: [
        ...matrix.map((product, index): [string, string] => [`J${row + index}`, product.record.Partno]),
        ...matrixFields.map((field, index): [string, string] => [`${'KLM'[index]}${row}`, field]),
      ],
      expected: blockText(toTable(matrix, { fields: matrixFields, textProtection: 'none' }).rows),
      rows: 3,
    }),
    (row) => ({
      step: 'F3',
      name: 'PART.STATUS',
      formula: `PART.STATUS(J${row}:J${row + 2})`,
      inputs: atRisk.map((product, index): [string, string] => [`J${row + index}`, product.record.Partno]),
      expected: blockText(statuses.map((status) => [status])),
      rows: 3,
    }),
    (row) => ({
      step: 'F3',
      name: 'PART.STATUS',
      formula: `PART.STATUS(J${row}:J${row + 2},"ja")`,
      inputs: atRisk.map((product, index): [string, string] => [`J${row + index}`, product.record.Partno]),
      expected: blockText(statuses.map((status) => [localizedListedValue('Status', status, 'ja')])),
      rows: 3,
    }),
    (row) => ({
      step: 'F4',
      name: 'PART.FINDPARTS',
      formula: `PART.FINDPARTS("${searchQuery.filter}",J${row}:L${row},"${searchQuery.orderby}",,5)`,
      inputs: searchFields.map((field, index): [string, string] => [`${'JKL'[index]}${row}`, field]),
      expected: search.expected,
      rows: search.rows,
    }),
    () => ({
      step: 'F6',
      name: 'PART.DOWNLOADURL',
      formula: 'PART.DOWNLOADURL("ceramicCapacitorsLead")',
      expected:
        'https://localhost:3000/api/downloads/ceramicCapacitorsLead/en/products.json?issued=…' +
        `&expires=${DOWNLOAD_LIFETIME_SECONDS}&signature=… (opened in a browser, it downloads every leaded capacitor)`,
      rows: 1,
    }),
    (row) => ({
      step: 'F7',
      name: 'PART.BUILDFILTER',
      formula: `PART.BUILDFILTER(J${row}:J${row + 2},K${row}:K${row + 2},L${row}:L${row + 2})`,
      inputs: filterInputs.flatMap((inputs, index) =>
        inputs.map((input, column): [string, string] => [`${'JKL'[column]}${row + index}`, input]),
      ),
      expected: filterText,
      rows: 3,
    }),
    (row, previous) => ({
      step: 'F7',
      name: 'PART.FINDPARTS',
      // The filter PART.BUILDFILTER built in the block above.
      formula: `PART.FINDPARTS(${RESULT}${previous},J${row}:L${row},"RatedVoltage desc",,3)`,
      inputs: filteredFields.map((field, index): [string, string] => [`${'JKL'[index]}${row}`, field]),
      expected: filtered.expected,
      rows: filtered.rows,
    }),
    (row) => ({
      step: 'F8',
      name: 'PART.EQUIVALENTS',
      formula: `PART.EQUIVALENTS(J${row},${EQUIVALENTS_SHOWN},K${row})`,
      inputs: [
        [`J${row}`, equivalents.product.record.Partno],
        [`K${row}`, 'RatedVoltage'],
      ],
      expected: blockText(equivalentRows),
      rows: equivalentRows.length,
    }),
    (row) => ({
      step: 'C1',
      name: 'PART.CARD',
      formula: `PART.CARD(J${row})`,
      inputs: [[`J${row}`, README_PARTS[0]]],
      expected: `${README_PARTS[0]} with a card icon; clicking the icon opens its card (Excel 2019/2021: the part number as text, no icon)`,
      rows: 1,
    }),
    (row) => ({
      step: 'F9',
      name: 'PART.SPEC',
      formula: `PART.SPEC(J${row},"Capacitance")`,
      inputs: [[`J${row}`, unknown]],
      expected: `#N/A with the message: Part not found: ${unknown}`,
      rows: 1,
    }),
    (row) => ({
      step: 'F9',
      name: 'PART.SPEC',
      formula: `PART.SPEC(J${row},"Capacitence")`,
      inputs: [[`J${row}`, README_PARTS[0]]],
      expected: `#VALUE! with the message: ${unknownField}`,
      rows: 1,
    }),
    () => ({
      step: 'F9',
      name: 'PART.FINDPARTS',
      formula: 'PART.FINDPARTS("Capacitance ge 100nX")',
      expected: `#VALUE! with the message: ${badFilter}`,
      rows: 1,
    }),
    (row) => ({
      step: 'F9',
      name: 'PART.STATUS',
      formula: `PART.STATUS(J${row},"fr")`,
      inputs: [[`J${row}`, README_PARTS[0]]],
      expected: '#VALUE! with the message: Language must be en, ja or zh, not "fr".',
      rows: 1,
    }),
    (row) => ({
      step: 'F10',
      name: 'PART.SPEC',
      formula: `PART.SPEC(J${row},"Capacitance")`,
      inputs: [[`J${row}`, lowerCase]],
      expected: `${cellText(specCell(lowerCaseProduct, 'Capacitance'))}, as for ${lowerCaseProduct.record.Partno} (the cell holds "${lowerCase}": lower case, a trailing space)`,
      rows: 1,
    }),
    (row) => ({
      step: 'F10',
      name: 'PART.SPEC',
      formula: `PART.SPEC(J${row},K${row}:L${row})`,
      inputs: [
        [`J${row}`, README_BASE_PART],
        [`K${row}`, 'Capacitance'],
        [`L${row}`, 'PackageType'],
      ],
      expected: `${blockText([[specCell(base, 'Capacitance'), specCell(base, 'PackageType')]])}: what its packaging variants agree on; PackageType differs between them`,
      rows: 1,
    }),
    (row) => ({
      step: 'F11',
      name: 'PART.SPEC',
      formula: `PART.SPEC(J${row},"Capacitance")`,
      inputs: [[`J${row}`, fresh.record.Partno]],
      expected: `While typing: … (a part number not looked up yet), and no request sent; after Enter: ${cellText(specCell(fresh, 'Capacitance'))}`,
      rows: 1,
      typed: true,
    }),
    () => ({
      step: 'F11',
      name: 'PART.SPEC',
      formula: `PART.SPEC(${SHEETS.bom}!${bomRange(context)},"Capacitance")`,
      expected: `While typing: the values at once (looked up by BOM formulas, and kept 30 minutes), and no request sent; after Enter: ${context.bom.length} rows, #N/A for the unknown part, (empty) for inductors`,
      rows: context.bom.length,
      typed: true,
    }),
    () => ({
      step: 'F5',
      name: 'PART.FIELDS',
      formula: 'PART.FIELDS("inductors")',
      expected: `${inductorFields.length} rows × 1 column: ${inductorFields.slice(0, 3).join(', ')}, …, ${inductorFields.at(-1)}`,
      rows: inductorFields.length,
    }),
    (row) => ({
      step: 'F13',
      name: 'PART.MATCHLINE',
      formula: `PART.MATCHLINE(J${row},K${row},2)`,
      inputs: [
        [`J${row}`, matchLine[0]],
        [`K${row}`, matchLine[1]],
      ],
      expected: blockText(matchRows),
      rows: matchRows.length,
    }),
    () => ({
      step: 'F12',
      name: 'PART.FINDPARTS',
      formula: `PART.FINDPARTS("Category eq 'ceramicCapacitors'","Partno",,,50000)`,
      expected: `#BUSY! for several seconds: delete the cell while it shows, and the search stops; left alone, ${countText(everyCapacitor.length + 1)} rows × 1 column (Partno, then every capacitor)`,
      rows: everyCapacitor.length + 1,
      typed: true,
    }),
  ];
}

function writeBlock(sheet: Worksheet, row: number, block: Block): number {
  value(sheet, `A${row}`, block.step);
  value(sheet, `B${row}`, block.name);
  value(sheet, `C${row}`, asText(block.formula));
  value(sheet, `D${row}`, block.expected);
  if (block.typed) value(sheet, `${RESULT}${row}`, `(type the formula here: step ${block.step})`);
  else formula(sheet, `${RESULT}${row}`, block.formula);
  let lastInputRow = row;
  for (const [address, content] of block.inputs ?? []) {
    value(sheet, address, content);
    lastInputRow = Math.max(lastInputRow, Number(/\d+$/.exec(address)![0]));
  }
  // The next block starts below this one's answer and inputs, after a blank row.
  return Math.max(row + block.rows, lastInputRow + 1) + 1;
}

/**
 * One row per use of each PART function: the acceptance step, the function, the formula as text, the
 * expected result in one line, and the live formula (column E), whose answer spills right and down into
 * rows kept free for it. The inputs it reads are plain text from column J on.
 */
export async function addFunctionsSheet(workbook: Workbook, context: SampleContext): Promise<void> {
  const sheet = workbook.addWorksheet(SHEETS.functions, { views: [{ state: 'frozen', ySplit: 1 }] });
  headerRow(sheet, 1, [
    ['A', 'Step', 6],
    ['B', 'Function', 18],
    ['C', 'Formula as text', 48],
    ['D', 'Expected result', 90],
    [RESULT, 'Result', 24],
    ['F', '', 16],
    ['G', '', 16],
    ['H', '', 16],
    ['J', 'Inputs the formula reads', 24],
    ['K', '', 16],
    ['L', '', 16],
    ['M', '', 16],
  ]);
  value(
    sheet,
    'A2',
    'Column E holds each live formula; C the same formula as text, D what it should show. If E shows #NAME?, or =@PART… in the formula bar without spilling, select it, press F2 then Enter, and note it (step S8).',
  );
  let row = FIRST_ROW;
  let previous = FIRST_ROW;
  for (const make of await blocks(context)) {
    const next = writeBlock(sheet, row, make(row, previous));
    previous = row;
    row = next;
  }
}
