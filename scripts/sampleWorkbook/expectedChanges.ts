import { type CellValue, type Product, toTable } from '../../src/core';
import { type BomChange, bomChanges, type Reading } from '../../src/taskpane/features/bom/logic/bomChanges';
import { DEFAULT_BOM_COLUMNS } from '../../src/taskpane/features/bom/logic/bomColumns';
import type { SampleContext } from './sampleContext';

/**
 * What the BOM refresh keeps of each part (DEFAULT_BOM_COLUMNS), per part number in upper case, as the job
 * reads it from the service's answer: the table's own cell values.
 */
function readingOf(products: readonly Product[]): Reading {
  const fields = [...DEFAULT_BOM_COLUMNS];
  const table = toTable(products, { fields, textProtection: 'none' });
  const reading: Record<string, Record<string, CellValue>> = {};
  products.forEach((product, index) => {
    reading[product.record.Partno.toUpperCase()] = Object.fromEntries(
      fields.map((field, column) => [field, table.rows[index][column]]),
    );
  });
  return reading;
}

/**
 * The changes the lifecycle step's second BOM refresh (the service as of LATER_DATE) should find against
 * the first (as of DATASET_DATE), by the BOM refresh's own comparison, per part number in upper case.
 */
export function expectedBomChanges(context: SampleContext): ReadonlyMap<string, readonly BomChange[]> {
  const found = (answers: SampleContext['bomNow']) =>
    [...answers.values()].filter((product): product is NonNullable<typeof product> => product !== undefined);
  const changes = bomChanges(readingOf(found(context.bomNow)), readingOf(found(context.bomLater)), DEFAULT_BOM_COLUMNS);
  const byPart = new Map<string, BomChange[]>();
  for (const change of changes) byPart.set(change.partno, [...(byPart.get(change.partno) ?? []), change]);
  return byPart;
}
