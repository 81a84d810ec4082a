import { findEquivalents, type Product } from '../../../../../../src/core';
import { MemoryWorkbook } from '../../../../../../src/office/workbook';
import { findSelectedEquivalents } from '../../../../../../src/taskpane/features/search/jobs/findSelectedEquivalents';
import { equivalentsFoundText } from '../../../../../../src/taskpane/features/search/wording/equivalentsText';
import { makeCatalog } from '../../../../../support/memoryService';
import { fakeClient } from '../../../support/fakeClient';
import { jobHarness } from '../../../../../support/jobHarness';

const catalog = makeCatalog(7, { capacitorFamilies: 60, inductorFamilies: 20 });
const client = fakeClient(catalog);

/** A harness whose selected cell, Sheet1!B3, holds `text`. */
function selecting(text: string) {
  const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
  if (text !== '') workbook.setCellText('Sheet1', 2, 1, text);
  workbook.setSelection({ sheet: 'Sheet1', row: 2, column: 1, rowCount: 1, columnCount: 1 });
  return jobHarness(client, { workbook });
}

/** The first capacitor of the catalog whose equivalents, as core's findEquivalents finds them, are so many. */
async function partWith(equivalents: (count: number) => boolean): Promise<Product> {
  for (const product of catalog.filter((one) => one.category === 'ceramicCapacitorsSMD')) {
    const found = await findEquivalents(client, product.record.Partno);
    if (found && equivalents(found.length)) return product;
  }
  throw new Error('The catalog has no such part.');
}

describe('findSelectedEquivalents: Done only when something can replace the part', () => {
  test('a part with equivalents: done, counted', async () => {
    const part = await partWith((count) => count > 0);
    const outcome = await findSelectedEquivalents(selecting(part.record.Partno).context);
    expect(outcome.status).toBe('done');
    expect(outcome.equivalents.length).toBeGreaterThan(0);
    const dropIns = outcome.equivalents.filter((one) => one.check.verdict === 'drop-in').length;
    expect(outcome.summary).toEqual({
      kind: 'found',
      partno: part.record.Partno,
      dropIns,
      toCheck: outcome.equivalents.length - dropIns,
    });
    expect(equivalentsFoundText(outcome.summary)).toMatch(
      new RegExp(`^${part.record.Partno}: \\d+ drop-in replacements? In Production`),
    );
  });

  test('a known part that nothing can replace, not even a part to check: not found, never done, with what to try', async () => {
    const part = await partWith((count) => count === 0);
    const partno = part.record.Partno;
    const outcome = await findSelectedEquivalents(selecting(partno).context);
    expect(outcome).toMatchObject({ status: 'notFound', partno, equivalents: [] });
    expect(outcome.summary).toEqual({ kind: 'none', partno });
    expect(equivalentsFoundText(outcome.summary)).toBe(
      `${partno} is known, but no part In Production can replace it, not even one to check. Search its category with fewer conditions to see the parts nearest to it.`,
    );
  });

  test('a part number the service does not know: not found, in its own words', async () => {
    const outcome = await findSelectedEquivalents(selecting('NO-SUCH-PART-123').context);
    expect(outcome).toMatchObject({
      status: 'notFound',
      summary: { kind: 'unknownPart', partno: 'NO-SUCH-PART-123' },
      equivalents: [],
    });
    expect(equivalentsFoundText(outcome.summary)).toBe('The service does not know NO-SUCH-PART-123.');
  });

  test('an empty cell: declined, saying what to select', async () => {
    const outcome = await findSelectedEquivalents(selecting('').context);
    const cell = { sheet: 'Sheet1', row: 2, column: 1, rowCount: 1, columnCount: 1 };
    expect(outcome).toMatchObject({ status: 'declined', summary: { kind: 'noPartno', cell } });
    expect(equivalentsFoundText(outcome.summary)).toBe('Select a cell with a part number first: Sheet1!B3 is empty.');
  });
});
