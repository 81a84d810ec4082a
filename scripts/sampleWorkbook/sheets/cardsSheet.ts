import type { Workbook } from 'exceljs';
import type { Product } from '../../../src/core';
import { partCard } from '../../../src/functions/partCard';
import { cellText } from '../expectedText';
import { README_PARTS } from '../pickParts';
import { bomPart, type SampleContext } from '../sampleContext';
import { SHEETS } from '../sheetNames';
import { asText, formula, headerRow, value } from './cells';

/**
 * A property formula as Excel keeps it in the file. `=B2.Capacitance` is how Excel shows and takes it, but
 * in the file it is `_xlfn.FIELDVALUE(B2,"Capacitance")` (FIELDVALUE is the function behind the dot); the
 * dotted form is no formula of the file format, and Excel would repair the workbook on opening it.
 */
export function fieldValueFormula(cell: string, property: string): string {
  return `_xlfn.FIELDVALUE(${cell},"${property}")`;
}

/** How the tester types it. */
export function dottedFormula(cell: string, property: string): string {
  return `${cell}.${property}`;
}

/** What `=B2.<property>` should give for a product's card: the card's own property, or #FIELD! without one. */
function propertyText(product: Product, property: string): string {
  const card = partCard(product);
  const cell = card.properties?.[property] as { basicValue?: unknown; numberFormat?: string } | undefined;
  if (!cell) return '#FIELD! (the part has no value for it)';
  if (property === 'LastBuyDate' || property === 'ProductionEndDate') {
    return `${String(product.record[property])} (a date)`;
  }
  const format = cell.numberFormat ? ` shown in the format ${cell.numberFormat}` : '';
  return `${cellText(cell.basicValue)}${format}`;
}

/**
 * Steps C1-C3: one card per row (PART.CARD) with property formulas beside it, a column of part numbers that
 * spills a column of cards, and below, every formula as text with what it should give.
 */
export function addCardsSheet(workbook: Workbook, context: SampleContext): void {
  const sheet = workbook.addWorksheet(SHEETS.cards, { views: [{ state: 'frozen', ySplit: 1 }] });
  headerRow(sheet, 1, [
    ['A', 'Part number', 22],
    ['B', 'Card', 22],
    ['C', 'Status', 20],
    ['D', 'Capacitance or Inductance', 26],
    ['E', 'Display text', 16],
    ['F', 'LastBuyDate', 14],
  ]);
  const readme = context.bomNow.get(README_PARTS[0]);
  if (!readme) throw new Error(`${README_PARTS[0]} is not in the BOM`);
  const cards = [
    readme,
    bomPart(context, 'ceramicCapacitorsSMD', ['To be discontinued']),
    bomPart(context, 'ceramicCapacitorsLead', ['In Production']),
    bomPart(context, 'inductors', ['To be discontinued']),
  ];
  const listed: { cell: string; dotted: string; expected: string }[] = [];
  cards.forEach((product, index) => {
    const row = 2 + index;
    const card = `B${row}`;
    const quantity = product.category === 'inductors' ? 'Inductance' : 'Capacitance';
    value(sheet, `A${row}`, product.record.Partno);
    formula(sheet, card, `PART.CARD(A${row})`);
    listed.push({
      cell: card,
      dotted: `PART.CARD(A${row})`,
      expected: `${product.record.Partno} with a card icon; the card shows the part, its specifications, compliance, lifecycle and documents`,
    });
    const properties: readonly (readonly [string, string])[] = [
      ['C', 'Status'],
      ['D', quantity],
      ['E', `${quantity}Text`],
      ['F', 'LastBuyDate'],
    ];
    for (const [column, property] of properties) {
      formula(sheet, `${column}${row}`, fieldValueFormula(card, property));
      listed.push({
        cell: `${column}${row}`,
        dotted: dottedFormula(card, property),
        expected: propertyText(product, property),
      });
    }
  });

  const spillRow = cards.length + 3;
  value(sheet, `A${spillRow - 1}`, 'A column of part numbers spills a column of cards (step C3):');
  const atRisk = [
    bomPart(context, 'ceramicCapacitorsSMD', ['NRND']),
    bomPart(context, 'ceramicCapacitorsLead', ['Discontinued']),
    bomPart(context, 'inductors', ['NRND']),
  ];
  atRisk.forEach((product, index) => value(sheet, `A${spillRow + index}`, product.record.Partno));
  const spilled = `PART.CARD(A${spillRow}:A${spillRow + atRisk.length - 1})`;
  formula(sheet, `B${spillRow}`, spilled);
  listed.push({
    cell: `B${spillRow}`,
    dotted: spilled,
    expected: `${atRisk.length} cards in B${spillRow}:B${spillRow + atRisk.length - 1}, one per part number on their left`,
  });

  const table = spillRow + atRisk.length + 1;
  headerRow(sheet, table, [
    ['A', 'Cell', 22],
    ['B', 'Formula as text', 22],
    ['C', 'Expected result', 20],
  ]);
  value(
    sheet,
    `D${table}`,
    'Excel may show =B2.Capacitance as =FIELDVALUE(B2,"Capacitance"): the same formula (see step C2).',
  );
  listed.forEach((entry, index) => {
    const row = table + 1 + index;
    value(sheet, `A${row}`, entry.cell);
    value(sheet, `B${row}`, asText(entry.dotted));
    value(sheet, `C${row}`, entry.expected);
  });
}
