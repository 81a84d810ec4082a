import type { Workbook } from 'exceljs';
import {
  type BottomCategory,
  formatFilter,
  formatOrderBy,
  parseFilter,
  parseOrderBy,
  toTable,
} from '../../../src/core';
import { changedText } from '../../../src/taskpane/features/bom/logic/bomChanges';
import { EQUIVALENTS_SHOWN, equivalentsExample } from '../equivalentsExample';
import { expectedBomChanges } from '../expectedChanges';
import { countText } from '../expectedText';
import type { SampleContext } from '../sampleContext';
import { SHEETS } from '../sheetNames';
import { BOM_FIRST_ROW, bomRange } from './bomSheet';
import { headerRow, value } from './cells';

/** The search of steps P1 and P2, as the Search view's rows send it: the category first, then each row. */
const PANE_SEARCH = {
  category: 'ceramicCapacitorsSMD' as BottomCategory,
  filter:
    "Category eq 'ceramicCapacitorsSMD' and Capacitance ge 100nF and RatedVoltage ge 50V and SizecodeInch eq '0603'",
  orderby: 'Capacitance desc',
};

/** Columns of "All columns of the category": the Category column and every field of the category. */
function allColumns(context: SampleContext, category: BottomCategory): number {
  const products = context.data.now.products.filter((product) => product.category === category);
  return toTable(products.slice(0, 1)).header.length;
}

/**
 * What the pane's steps should show for this workbook's data: counts, filters and part numbers the
 * acceptance script cannot print itself, computed by the SDK from the dataset the service serves.
 */
export async function addPaneStepsSheet(workbook: Workbook, context: SampleContext): Promise<void> {
  const sheet = workbook.addWorksheet(SHEETS.paneSteps, { views: [{ state: 'frozen', ySplit: 1 }] });
  headerRow(sheet, 1, [
    ['A', 'Step', 6],
    ['B', 'What to do', 80],
    ['C', `Expected (the service's catalogue as of ${context.data.now.date})`, 120],
  ]);
  const { client, products } = context.data.now;
  const found = await client.searchAll({ filter: PANE_SEARCH.filter, orderby: PANE_SEARCH.orderby });
  const sent = formatFilter(parseFilter(PANE_SEARCH.filter));
  const equivalents = await equivalentsExample(context, EQUIVALENTS_SHOWN);
  const equivalentsRow =
    BOM_FIRST_ROW + context.bom.findIndex((row) => row.typed === equivalents.product.record.Partno);
  const lead = products.filter((product) => product.category === 'ceramicCapacitorsLead').length;

  const perStatus = new Map<string, number>();
  for (const row of context.bom) {
    const status = context.bomNow.get(row.typed)?.record.Status;
    const key = status === undefined ? 'Not found' : String(status);
    perStatus.set(key, (perStatus.get(key) ?? 0) + 1);
  }
  const changes = [...expectedBomChanges(context)];

  const rows: readonly (readonly [string, string, string])[] = [
    [
      'P1',
      'Search: Category "Ceramic capacitors SMD"; Add condition Capacitance ≥ (at least) 100nF, RatedVoltage ≥ (at least) 50, SizecodeInch equals 0603; Add sort Capacitance, Descending; Preview',
      `Filter sent to the service: ${sent}; Sorted by: ${formatOrderBy(parseOrderBy(PANE_SEARCH.orderby))}; ` +
        `"${countText(found.length)} matches"; the first product is ${found[0]?.record.Partno ?? '(none)'}`,
    ],
    [
      'P2',
      'Insert into sheet: New sheet, All columns of the category',
      `Wrote ${countText(found.length)} products to a new sheet: "As of …" in A1, a table from A2 with ` +
        `${allColumns(context, PANE_SEARCH.category)} columns (Category, then every field of SMD capacitors), ` +
        `${countText(found.length + 1)} rows with its header`,
    ],
    [
      'P3',
      `Select ${SHEETS.bom}!A${equivalentsRow} (${equivalents.product.record.Partno}, ${String(equivalents.product.record.Status)}); Search: Find equivalents`,
      `"${countText(equivalents.all.length)} parts In Production can replace ${equivalents.product.record.Partno}."; ` +
        `the first is ${equivalents.all[0]?.product.record.Partno ?? '(none)'} (${equivalents.all[0]?.check.verdict ?? ''})`,
    ],
    [
      'P4',
      'Category: "Ceramic capacitors lead"; Download category',
      `Wrote ${countText(lead)} products to a new sheet; ${allColumns(context, 'ceramicCapacitorsLead')} columns; Settings > Snapshots then lists Ceramic capacitors lead (en)`,
    ],
    [
      'P5',
      `BOM: select ${SHEETS.bom}!A1:${bomRange(context).split(':')[1]}; Refresh BOM with the columns ticked by default`,
      `Parts per status: ${[...perStatus].map(([status, count]) => `${status} ${count}`).join(', ')}; ` +
        `each row's Status (column G) as in column C`,
    ],
    [
      'L1',
      `Refresh the BOM again with the service as of ${context.data.later.date} (npm start -- --as-of ${context.data.later.date})`,
      `"${countText(changes.length)} parts changed since …"; Changed: ` +
        changes.map(([partno, ofPart]) => `${partno}: ${changedText(ofPart)}`).join(' / '),
    ],
  ];
  rows.forEach((row, index) => {
    value(sheet, `A${2 + index}`, row[0]);
    value(sheet, `B${2 + index}`, row[1]);
    value(sheet, `C${2 + index}`, row[2]);
  });
}
