import type { SheetTable } from '../../../../src/core';
import { LARGE_WRITE_ROWS } from '../../../../src/taskpane/logic/largeWrite';
import { writeProducts } from '../../../../src/taskpane/jobs/writeProducts';
import { productsSummaryText } from '../../../../src/taskpane/wording/productsSummaryText';
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
    const h = jobHarness(fakeClient([]), { confirmLarge: false });
    const outcome = await writeProducts(h.context, tableOf(LARGE_WRITE_ROWS + 1), { newSheet: 'Search' }, () => 0);
    expect(h.largeWrites).toEqual([{ rows: LARGE_WRITE_ROWS + 1, job: 'search' }]);
    expect(outcome).toMatchObject({ status: 'declined', rows: 0 });
    expect(productsSummaryText(outcome.summary)).toBe(
      'Nothing was written: you chose not to write the 20,001 products found. Narrow the search, or choose fewer columns, and insert again.',
    );
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test('"yes" writes them all; at the limit nothing is asked', async () => {
    const h = jobHarness(fakeClient([]), { confirmLarge: true });
    const written = await writeProducts(h.context, tableOf(LARGE_WRITE_ROWS + 1), { newSheet: 'Search' }, () => 0);
    expect(written).toMatchObject({ status: 'done', rows: LARGE_WRITE_ROWS + 1 });
    const atLimit = await writeProducts(h.context, tableOf(LARGE_WRITE_ROWS), { newSheet: 'Search' }, () => 0);
    expect(atLimit.status).toBe('done');
    expect(h.largeWrites.map((question) => question.rows)).toEqual([LARGE_WRITE_ROWS + 1]);
  });

  test('from the Category view, the question and the declined outcome advise what can be done there', async () => {
    const h = jobHarness(fakeClient([]), { confirmLarge: false });
    const outcome = await writeProducts(h.context, tableOf(LARGE_WRITE_ROWS + 1), { newSheet: 'Inductors' }, () => 0, {
      job: 'category',
    });
    expect(h.largeWrites).toEqual([{ rows: LARGE_WRITE_ROWS + 1, job: 'category' }]);
    expect(outcome).toMatchObject({ status: 'declined', rows: 0 });
    expect(productsSummaryText(outcome.summary)).toBe(
      'Nothing was written: you chose not to write the 20,001 products downloaded. Choose fewer columns and download again, or use Search to insert only the products you need.',
    );
  });

  test('while the question is open, the progress line says the job waits for the answer, not what it did last', async () => {
    const h = jobHarness(fakeClient([]), { confirmLarge: false });
    let lastBeforeAsking: string | undefined;
    const context = {
      ...h.context,
      confirmLargeWrite: async () => {
        lastBeforeAsking = h.progress.at(-1)?.text;
        return false;
      },
    };
    await writeProducts(context, tableOf(42_001), { newSheet: 'Ceramic capacitors SMD' }, () => 2, {
      job: 'category',
    });
    expect(lastBeforeAsking).toBe('Read 42,001 products; waiting for your answer to write them');
    expect(h.progress.at(-1)).toEqual({
      phase: 'waiting',
      step: { kind: 'waitingToWrite', job: 'category', rows: { unit: 'products', count: 42_001 } },
      done: 42_001,
      total: 42_001,
      requests: 2,
      text: 'Read 42,001 products; waiting for your answer to write them',
    });
    await writeProducts(context, tableOf(42_001), { newSheet: 'Search' }, () => 0);
    expect(lastBeforeAsking).toBe('Found 42,001 products; waiting for your answer to write them');
  });

  test('rows already agreed to (asked before a download) are not asked about again; more than those are', async () => {
    const h = jobHarness(fakeClient([]), { confirmLarge: true });
    const agreed = LARGE_WRITE_ROWS + 10;
    const fewer = await writeProducts(h.context, tableOf(agreed - 3), { newSheet: 'Inductors' }, () => 0, {
      job: 'category',
      agreedRows: agreed,
    });
    const same = await writeProducts(h.context, tableOf(agreed), { newSheet: 'Inductors' }, () => 0, {
      job: 'category',
      agreedRows: agreed,
    });
    expect([fewer.status, same.status]).toEqual(['done', 'done']);
    expect(h.largeWrites).toEqual([]);
    expect(h.progress.some((one) => one.phase === 'waiting')).toBe(false);

    const more = await writeProducts(h.context, tableOf(agreed + 1), { newSheet: 'Inductors' }, () => 0, {
      job: 'category',
      agreedRows: agreed,
    });
    expect(more.status).toBe('done');
    expect(h.largeWrites).toEqual([{ rows: agreed + 1, job: 'category' }]);
  });

  test('a Cancel while the question is open is a cancel, and says nothing was written', async () => {
    const h = jobHarness(fakeClient([]));
    const context = {
      ...h.context,
      confirmLargeWrite: async () => {
        h.controller.abort(new Error('Cancelled from the pane.'));
        return false;
      },
    };
    const outcome = await writeProducts(context, tableOf(LARGE_WRITE_ROWS + 1), { newSheet: 'Search' }, () => 0);
    expect(outcome).toEqual({
      status: 'cancelled',
      rows: 0,
      summary: { kind: 'stoppedBefore', rows: { unit: 'products', count: LARGE_WRITE_ROWS + 1 } },
    });
    expect(productsSummaryText(outcome.summary)).toBe(
      'Stopped before writing the 20,001 products found; nothing was written.',
    );
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });
});
