import type { SheetTable } from '../../../../src/core';
import { LARGE_WRITE_ROWS } from '../../../../src/taskpane/jobs/types';
import { writeProducts } from '../../../../src/taskpane/jobs/writeProducts';
import { fakeClient } from '../support/fakeClient';
import { jobHarness } from '../../../support/jobHarness';

function tableOf(rows: number): SheetTable {
  return {
    header: ['Partno'],
    rows: Array.from({ length: rows }, (_, index) => [`'P${index}`]),
    numberFormats: [undefined],
  };
}

describe('writeProducts: more than LARGE_WRITE_ROWS rows are written only once the user said yes', () => {
  test('asked with the count; "no" writes nothing and adds no sheet', async () => {
    const asked: number[] = [];
    const h = jobHarness(fakeClient([]));
    const context = { ...h.context, confirmLargeWrite: async (rows: number) => (asked.push(rows), false) };
    const outcome = await writeProducts(context, tableOf(LARGE_WRITE_ROWS + 1), { newSheet: 'Search' }, () => 0);
    expect(asked).toEqual([LARGE_WRITE_ROWS + 1]);
    expect(outcome).toMatchObject({ status: 'declined', rows: 0 });
    expect(outcome.summary).toBe(
      'Nothing was written: you chose not to write the 20,001 products found. Narrow the search, or choose fewer columns, and insert again.',
    );
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test('"yes" writes them all; at the limit nothing is asked', async () => {
    const asked: number[] = [];
    const h = jobHarness(fakeClient([]));
    const context = { ...h.context, confirmLargeWrite: async (rows: number) => (asked.push(rows), true) };
    const written = await writeProducts(context, tableOf(LARGE_WRITE_ROWS + 1), { newSheet: 'Search' }, () => 0);
    expect(written).toMatchObject({ status: 'done', rows: LARGE_WRITE_ROWS + 1 });
    const atLimit = await writeProducts(context, tableOf(LARGE_WRITE_ROWS), { newSheet: 'Search' }, () => 0);
    expect(atLimit.status).toBe('done');
    expect(asked).toEqual([LARGE_WRITE_ROWS + 1]);
  });
});
