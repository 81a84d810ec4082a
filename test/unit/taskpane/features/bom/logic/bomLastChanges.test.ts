import { partnoKey } from '../../../../../../src/core';
import type { SeenChanges } from '../../../../../../src/office/workbook';
import type { BomChange, Reading } from '../../../../../../src/taskpane/features/bom/logic/bomChanges';
import {
  lastChangedText,
  lastChangesAfter,
  lastChangesOf,
} from '../../../../../../src/taskpane/features/bom/logic/bomLastChanges';

/** Three refreshes, local time: the second sees changes, the third none. */
const SECOND = new Date(2026, 10, 20, 9, 0).toISOString();
const THIRD = new Date(2026, 11, 2, 9, 30).toISOString();
const FOURTH = new Date(2027, 0, 5, 8, 0).toISOString();

const READING: Reading = {
  A: { Status: 'NRND', LastBuyDate: '2027-06-30' },
  B: { Status: 'In Production', LastBuyDate: '' },
  C: { Status: 'Discontinued', LastBuyDate: '2026-12-31' },
};

const SECOND_CHANGES: BomChange[] = [
  { partno: 'A', field: 'Status', before: 'In Production', after: 'NRND' },
  { partno: 'A', field: 'LastBuyDate', before: '', after: '2027-06-30' },
  { partno: 'C', field: 'Status', before: 'To be discontinued', after: 'Discontinued' },
];

const KEPT_AFTER_SECOND: SeenChanges[] = [
  {
    seenAt: SECOND,
    parts: {
      A: { Status: ['In Production', 'NRND'], LastBuyDate: ['', '2027-06-30'] },
      C: { Status: ['To be discontinued', 'Discontinued'] },
    },
  },
];

describe('lastChangesAfter', () => {
  test('a refresh that finds changes keeps them, dated by it', () => {
    expect(lastChangesAfter(undefined, SECOND_CHANGES, READING, SECOND)).toEqual(KEPT_AFTER_SECOND);
  });

  test('a refresh that finds no change keeps the last ones as they were, with their date', () => {
    expect(lastChangesAfter(KEPT_AFTER_SECOND, [], READING, THIRD)).toEqual(KEPT_AFTER_SECOND);
  });

  test("a part's new changes replace its earlier ones; the other parts keep theirs", () => {
    const now: BomChange[] = [{ partno: 'A', field: 'Status', before: 'NRND', after: 'Discontinued' }];
    expect(lastChangesAfter(KEPT_AFTER_SECOND, now, READING, FOURTH)).toEqual([
      { seenAt: SECOND, parts: { C: { Status: ['To be discontinued', 'Discontinued'] } } },
      { seenAt: FOURTH, parts: { A: { Status: ['NRND', 'Discontinued'] } } },
    ]);
  });

  test('a part no longer read (gone from the BOM, or not found) keeps nothing; a refresh with no part left goes', () => {
    const withoutC: Reading = { A: READING.A, B: READING.B };
    expect(lastChangesAfter(KEPT_AFTER_SECOND, [], withoutC, THIRD)).toEqual([
      { seenAt: SECOND, parts: { A: KEPT_AFTER_SECOND[0].parts.A } },
    ]);
    expect(lastChangesAfter(KEPT_AFTER_SECOND, [], { B: READING.B }, THIRD)).toEqual([]);
  });

  test('parts are matched by partnoKey: a history with part numbers in another case keeps them', () => {
    const lower: SeenChanges[] = [{ seenAt: SECOND, parts: { a: { Status: ['In Production', 'NRND'] } } }];
    expect(lastChangesAfter(lower, [], READING, THIRD)).toEqual(lower);
    const now: BomChange[] = [{ partno: 'A', field: 'Status', before: 'NRND', after: 'Discontinued' }];
    expect(lastChangesAfter(lower, now, READING, THIRD)).toEqual([
      { seenAt: THIRD, parts: { A: { Status: ['NRND', 'Discontinued'] } } },
    ]);
  });

  test('a history kept before changes were kept (none) starts with the changes of this refresh', () => {
    expect(lastChangesAfter(undefined, [], READING, THIRD)).toEqual([]);
    expect(lastChangesAfter([], SECOND_CHANGES, READING, SECOND)).toEqual(KEPT_AFTER_SECOND);
  });
});

describe('lastChangesOf and lastChangedText', () => {
  test("each part's changes with their date, by partnoKey; the Changed cell says them and the local date", () => {
    const byPart = lastChangesOf(KEPT_AFTER_SECOND);
    expect([...byPart.keys()]).toEqual([partnoKey('A'), partnoKey('C')]);
    expect(byPart.get(partnoKey('A'))).toEqual({ seenAt: SECOND, changes: SECOND_CHANGES.slice(0, 2) });
    expect(lastChangedText(byPart.get(partnoKey('A')))).toBe(
      'Status: In Production → NRND; LastBuyDate: — → 2027-06-30 (2026-11-20)',
    );
    expect(lastChangedText(byPart.get(partnoKey('C')))).toBe('Status: To be discontinued → Discontinued (2026-11-20)');
    expect(lastChangedText(byPart.get(partnoKey('B')))).toBe('');
  });

  test("a part in two kept refreshes (a history edited by hand) shows the later one's changes", () => {
    const twice: SeenChanges[] = [
      { seenAt: SECOND, parts: { A: { Status: ['In Production', 'NRND'] } } },
      { seenAt: THIRD, parts: { a: { Status: ['NRND', 'Discontinued'] } } },
    ];
    expect(lastChangedText(lastChangesOf(twice).get(partnoKey('A')))).toBe('Status: NRND → Discontinued (2026-12-02)');
  });
});
