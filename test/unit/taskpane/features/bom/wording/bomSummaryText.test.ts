import { RateLimitError } from '../../../../../../src/core';
import type { BomRefreshed } from '../../../../../../src/taskpane/features/bom/logic/bomOutcome';
import { statusSummary } from '../../../../../../src/taskpane/features/bom/logic/statusSummary';
import { bomSummaryText } from '../../../../../../src/taskpane/features/bom/wording/bomSummaryText';
import { i18n } from '../../../../../../src/taskpane/i18n/i18n';
import { productOf } from '../../../../../support/productOf';

const RANGE = { sheet: 'BOM', row: 0, column: 1, rowCount: 8, columnCount: 3 };
const AT = new Date(2026, 10, 24, 7, 30).toISOString();

/** A refresh of three parts, one not found, answered by the service; `more` adds what else happened. */
function refreshed(more: Partial<BomRefreshed> = {}): BomRefreshed {
  return {
    kind: 'refreshed',
    fields: ['Status', 'LastBuyDate'],
    parts: 3,
    range: RANGE,
    statuses: statusSummary(
      [productOf('A', { Status: 'In Production' }), productOf('B', { Status: 'NRND' }), undefined],
      'en',
    ),
    sources: { at: AT, atChecked: false, service: 2, snapshots: [] },
    keptChanges: 0,
    earlierHistoryTooLarge: false,
    notFound: ['NOT-A-PART'],
    notAPartNumber: [],
    ...more,
  };
}

describe('bomSummaryText: how a BOM refresh ended, as the pane says it', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  test('nothing written: declined, or stopped while looking up, or before writing', () => {
    expect(
      bomSummaryText({ kind: 'declined', range: { ...RANGE, row: 1, column: 3, rowCount: 7, columnCount: 4 } }),
    ).toBe('Nothing was written: BOM!D2:G8 holds values. Clear those cells or move them, then refresh again.');
    expect(bomSummaryText({ kind: 'stoppedLookingUp' })).toBe(
      'Stopped while looking up the parts; nothing was written.',
    );
    expect(bomSummaryText({ kind: 'stoppedBefore' })).toBe('Stopped before writing; the sheet is as it was.');
  });

  test('refreshed: what was written where, the statuses, the source, and the parts not found', () => {
    expect(bomSummaryText(refreshed())).toBe(
      'Refreshed Status, LastBuyDate for 3 parts in BOM!B1:D8: 1 In Production, 1 NRND, 1 not found. Answered from the service, 2026-11-24 07:30. Not found: NOT-A-PART.',
    );
  });

  test('refreshed: then what changed, what the Changed column keeps, and what is missing, each when there is any', () => {
    const text = bomSummaryText(
      refreshed({
        notFound: [],
        sources: { at: AT, atChecked: false, service: 0, snapshots: [] },
        changedSince: { date: new Date(2026, 10, 2, 9, 0).toISOString(), parts: 2 },
        keptChanges: 1,
        earlierHistoryTooLarge: true,
        notAPartNumber: ["AB'C"],
        notAnswered: { count: 1, because: new RateLimitError(3) },
        alternativesFailed: { count: 2, because: new RateLimitError(3) },
      }),
    );
    expect(text).toMatch(
      /^Refreshed Status, LastBuyDate for 3 parts in BOM!B1:D8: [^.]+\. 2 parts changed since 2026-11-02 09:00\. /,
    );
    expect(text).toContain(
      ' The Changed column still shows the earlier changes of 1 part, with the date they were seen. The history of earlier refreshes was kept by an earlier PartSpec',
    );
    expect(text).toContain(
      " Not a part number: AB'C. 1 part number could not be looked up; its row says “Not looked up”",
    );
    expect(text).toContain(
      'What can replace the 2 parts at risk could not be looked up, so their BestAlternative and AlternativeVerdict say “not looked up”: ',
    );
    expect(text).not.toContain('Answered');
    expect(text).not.toContain('Not found:');
  });

  test('refreshed, its record not kept: said after the rest', () => {
    expect(bomSummaryText(refreshed({ notFound: [], notRecorded: new Error('No custom XML parts') }))).toBe(
      'Refreshed Status, LastBuyDate for 3 parts in BOM!B1:D8: 1 In Production, 1 NRND, 1 not found. Answered from the service, 2026-11-24 07:30. It cannot be refreshed from the Tables tab: Something went wrong: No custom XML parts. Try again; if it happens again, restart the add-in and note this message for support.',
    );
  });

  test('in Japanese', async () => {
    await i18n.changeLanguage('ja');
    expect(bomSummaryText({ kind: 'stoppedLookingUp' })).toBe('部品の照会中に停止しました。何も書き込んでいません。');
    expect(bomSummaryText({ kind: 'stoppedBefore' })).toBe('書き込む前に停止しました。シートは元のままです。');
    expect(bomSummaryText(refreshed({ sources: { at: AT, atChecked: false, service: 0, snapshots: [] } }))).toBe(
      'BOM!B1:D8 の 3 件の部品について Status、LastBuyDate を更新しました: In Production 1 件、NRND 1 件、見つからない品番 1 件。見つからない品番: NOT-A-PART。',
    );
  });
});
