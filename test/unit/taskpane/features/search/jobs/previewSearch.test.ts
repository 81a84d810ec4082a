import { parseFilter, type SearchResult } from '../../../../../../src/core';
import { previewSearch } from '../../../../../../src/taskpane/features/search/jobs/previewSearch';
import { previewSummaryText } from '../../../../../../src/taskpane/features/search/wording/previewSummaryText';
import { makeCatalog } from '../../../../../support/memoryService';
import { fakeClient, type FakeSnapshot } from '../../../support/fakeClient';
import { jobHarness } from '../../../../../support/jobHarness';

const catalog = makeCatalog(7, { capacitorFamilies: 20, inductorFamilies: 10 });
const inductors = catalog.filter((product) => product.category === 'inductors');
const INDUCTORS: FakeSnapshot = { category: 'inductors', issuedAt: '2026-11-23T18:02:00.000Z' };

/** A preview of `filter`, its shown results kept, asked of conditions still on screen unless told otherwise. */
async function preview(filter: string, { stillAsked = true, snapshots = [] as FakeSnapshot[] } = {}) {
  const shown: SearchResult[] = [];
  const h = jobHarness(fakeClient(catalog, { snapshots }));
  const outcome = await previewSearch(h.context, {
    filter: parseFilter(filter),
    orderby: [],
    stillAsked: () => stillAsked,
    show: (result) => shown.push(result),
  });
  return { h, outcome, shown };
}

describe('previewSearch: the first page of a search, for the pane', () => {
  test('shown, and done: its matches counted; the progress line says it asks for the first page', async () => {
    const { h, outcome, shown } = await preview("Category eq 'inductors'");
    expect(shown).toHaveLength(1);
    expect(shown[0].products).toHaveLength(inductors.length);
    expect(outcome).toEqual({ status: 'done', summary: { kind: 'previewed', result: shown[0] } });
    expect(previewSummaryText(outcome.summary)).toBe(
      `${inductors.length} matches. Insert into sheet writes every match.`,
    );
    expect(h.progress[0]).toEqual({
      phase: 'fetching',
      done: 0,
      requests: 0,
      step: { kind: 'previewing' },
      text: 'Asking the service for the first page',
    });
  });

  test('products from a kept snapshot: the outcome names it', async () => {
    const { outcome } = await preview("Category eq 'inductors'", { snapshots: [INDUCTORS] });
    expect(outcome.snapshots).toEqual([
      expect.objectContaining({ category: 'inductors', issuedAt: INDUCTORS.issuedAt }),
    ]);
  });

  test('nothing matched: shown empty, not found, never done', async () => {
    const { outcome, shown } = await preview("Partno eq 'NOPE'");
    expect(shown.map((result) => result.products)).toEqual([[]]);
    expect(outcome).toEqual({ status: 'notFound', summary: { kind: 'noMatch' } });
  });

  test('the conditions changed meanwhile: set aside as a cancel, nothing shown', async () => {
    const { outcome, shown } = await preview("Category eq 'inductors'", { stillAsked: false });
    expect(shown).toEqual([]);
    expect(outcome).toEqual({ status: 'cancelled', summary: { kind: 'changed' } });
    expect(previewSummaryText(outcome.summary)).toBe(
      'The conditions changed while the preview was on its way: press Preview again.',
    );
  });
});
