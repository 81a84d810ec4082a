import type { KeptSnapshot } from '../../../../src/core';
import { switchDisplayLanguage } from '../../../../src/taskpane/i18n/i18n';
import { localDateTime } from '../../../../src/taskpane/logic/localDateTime';
import { snapshotsRefreshedText } from '../../../../src/taskpane/wording/snapshotsRefreshedText';

afterEach(() => switchDisplayLanguage('en'));

const ISSUED = '2026-11-24T07:30:00.000Z';
const kept = (category: KeptSnapshot['category']): KeptSnapshot => ({ category, issuedAt: ISSUED }) as KeptSnapshot;

describe('snapshotsRefreshedText: what the snapshot note’s Refresh did', () => {
  const date = localDateTime(new Date(ISSUED));

  test('each snapshot downloaded anew with its new date, then that cells written before are as they were', () => {
    expect(
      snapshotsRefreshedText({ refreshed: [kept('ceramicCapacitorsSMD'), kept('inductors')], notRefreshed: 0 }),
    ).toBe(
      `The snapshot of ceramic capacitors SMD is now dated ${date}. The snapshot of inductors is now dated ${date}. ` +
        'Cells written from it before are as they were: insert again, or refresh the table, to bring them up to date.',
    );
  });

  test('a cancel says how many are as they were, and nothing of cells written before', () => {
    expect(snapshotsRefreshedText({ refreshed: [kept('inductors')], notRefreshed: 2 })).toBe(
      `The snapshot of inductors is now dated ${date}. Stopped while downloading; 2 snapshots are as they were.`,
    );
    expect(snapshotsRefreshedText({ refreshed: [], notRefreshed: 1 })).toBe(
      'Stopped while downloading; 1 snapshot is as it was.',
    );
  });
});
