import type { Product } from '../../../../../../src/core';
import { insertCategory } from '../../../../../../src/taskpane/features/category/jobs/insertCategory';
import { categorySummaryText } from '../../../../../../src/taskpane/features/category/wording/categorySummaryText';
import { LARGE_WRITE_ROWS, type LargeWriteQuestion } from '../../../../../../src/taskpane/logic/largeWrite';
import { productOf } from '../../../../../support/productOf';
import { fakeClient, type FakeSnapshot } from '../../../support/fakeClient';
import { jobHarness } from '../../../../../support/jobHarness';

/** More inductors than the pane writes without asking. */
const MANY = LARGE_WRITE_ROWS + 5;
const inductors: Product[] = Array.from({ length: MANY }, (_, index) =>
  productOf(`LQM${String(index).padStart(6, '0')}`, {}, 'inductors'),
);
const ISSUED_AT = '2026-11-20T08:00:00.000Z';

/** A kept snapshot of the inductors that says it holds `productCount` of them. */
function snapshotCounting(productCount: number): FakeSnapshot {
  return { category: 'inductors', issuedAt: ISSUED_AT, productCount };
}

// Only the part numbers: the rows, not the columns, are what these tests are about.
const request = { category: 'inductors', numberUnits: 'display', fields: ['Partno'] } as const;

describe('insertCategory: a large category is asked about before the download when a kept snapshot knows its size', () => {
  test('asked with the snapshot’s count ("about", its date) before any download; "Do not write" downloads nothing', async () => {
    const client = fakeClient(inductors, { snapshots: [snapshotCounting(42_001)] });
    const h = jobHarness(client, { confirmLarge: false });
    const outcome = await insertCategory(h.context, request);
    expect(h.largeWrites).toEqual([{ rows: 42_001, job: 'category', snapshotIssuedAt: ISSUED_AT }]);
    expect(client.downloads).toEqual([]);
    expect(outcome).toEqual({
      status: 'declined',
      rows: 0,
      summary: { kind: 'largeDeclinedBefore', products: 42_001 },
    });
    expect(categorySummaryText(outcome.summary)).toBe(
      'Nothing was downloaded or written: you chose not to write the category (about 42,001 products). Choose fewer columns and download again, or use Search to insert only the products you need.',
    );
    expect(h.progress).toEqual([
      {
        phase: 'waiting',
        done: 0,
        total: 42_001,
        requests: 0,
        step: { kind: 'waitingToDownload', products: 42_001 },
        text: 'About 42,001 products to write; waiting for your answer before downloading them',
      },
    ]);
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test('"Write them" downloads and writes without asking again when the category has no more than was asked about', async () => {
    const client = fakeClient(inductors, { snapshots: [snapshotCounting(MANY + 10)] });
    const h = jobHarness(client, { confirmLarge: true });
    const outcome = await insertCategory(h.context, request);
    expect(h.largeWrites).toEqual([{ rows: MANY + 10, job: 'category', snapshotIssuedAt: ISSUED_AT }]);
    expect(client.downloads).toEqual(['inductors']);
    expect(outcome).toMatchObject({ status: 'done', rows: MANY });
    expect(h.progress.filter((one) => one.phase === 'waiting')).toHaveLength(1);
  });

  test('asked again, with the real count, when the download brings more than the snapshot counted', async () => {
    const client = fakeClient(inductors, { snapshots: [snapshotCounting(MANY - 2)] });
    const h = jobHarness(client, { confirmLarge: [true, false] });
    const outcome = await insertCategory(h.context, request);
    expect(h.largeWrites).toEqual([
      { rows: MANY - 2, job: 'category', snapshotIssuedAt: ISSUED_AT },
      { rows: MANY, job: 'category' },
    ]);
    expect(client.downloads).toEqual(['inductors']);
    expect(outcome.status).toBe('declined');
    expect(outcome.summary).toEqual({
      kind: 'largeDeclined',
      job: 'category',
      rows: { unit: 'products', count: MANY },
    });
    expect(categorySummaryText(outcome.summary)).toBe(
      'Nothing was written: you chose not to write the 20,005 products downloaded. Choose fewer columns and download again, or use Search to insert only the products you need.',
    );
  });

  test('without a kept snapshot, asked once the products are read, the progress line saying it waits for the answer', async () => {
    const client = fakeClient(inductors);
    const h = jobHarness(client, { confirmLarge: false });
    let shownWhileAsked: string | undefined;
    const context = {
      ...h.context,
      confirmLargeWrite: async (question: LargeWriteQuestion) => {
        shownWhileAsked = h.progress.at(-1)?.text;
        return h.context.confirmLargeWrite!(question);
      },
    };
    const outcome = await insertCategory(context, request);
    expect(client.downloads).toEqual(['inductors']);
    expect(h.largeWrites).toEqual([{ rows: MANY, job: 'category' }]);
    expect(shownWhileAsked).toBe('Read 20,005 products; waiting for your answer to write them');
    expect(h.progress.at(-1)?.phase).toBe('waiting');
    expect(outcome.status).toBe('declined');
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test('a snapshot that counts no more than the limit asks nothing before the download', async () => {
    const client = fakeClient(inductors, { snapshots: [snapshotCounting(LARGE_WRITE_ROWS)] });
    const h = jobHarness(client, { confirmLarge: false });
    await insertCategory(h.context, request);
    expect(client.downloads).toEqual(['inductors']);
    // Asked after reading, with the count read: the snapshot's was under the limit.
    expect(h.largeWrites).toEqual([{ rows: MANY, job: 'category' }]);
  });

  test('a snapshot of the category in another language is not this download’s count', async () => {
    const client = fakeClient(inductors, { snapshots: [snapshotCounting(42_001)] });
    const h = jobHarness(client, { confirmLarge: false, lang: 'ja' });
    await insertCategory(h.context, request);
    expect(client.downloads).toEqual(['inductors']);
    expect(h.largeWrites).toEqual([{ rows: MANY, job: 'category' }]);
  });

  test('offline, the kept snapshot is what gets written: its count is exact, not "about"', async () => {
    const client = fakeClient(inductors, { snapshots: [snapshotCounting(MANY)] });
    const offline = { ...client, snapshots: { ...client.snapshots, mode: 'offline' as const } };
    const h = jobHarness(offline, { confirmLarge: true });
    await insertCategory(h.context, request);
    expect(h.largeWrites).toEqual([{ rows: MANY, job: 'category' }]);
  });

  test('a Cancel while asked before the download is a cancel: nothing downloaded, nothing written', async () => {
    const client = fakeClient(inductors, { snapshots: [snapshotCounting(42_001)] });
    const h = jobHarness(client);
    const context = {
      ...h.context,
      confirmLargeWrite: async () => {
        h.controller.abort(new Error('Cancelled from the pane.'));
        return false;
      },
    };
    const outcome = await insertCategory(context, request);
    expect(outcome).toEqual({ status: 'cancelled', rows: 0, summary: { kind: 'stoppedBefore' } });
    expect(categorySummaryText(outcome.summary)).toBe('Stopped before downloading; nothing was written.');
    expect(client.downloads).toEqual([]);
  });
});
