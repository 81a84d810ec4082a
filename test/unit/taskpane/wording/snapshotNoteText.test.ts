import type { BottomCategory, SnapshotUse } from '../../../../src/core';
import { snapshotNoteText } from '../../../../src/taskpane/wording/snapshotNoteText';

/** A snapshot issued at a local time of 2026-11-`day` `hour`:`minute`. */
function use(category: BottomCategory, day: number, hour: number, minute = 0, stale = false): SnapshotUse {
  return {
    service: 'https://pis.example.com',
    checksum: 'sha256:test:10',
    category,
    lang: 'en',
    issuedAt: new Date(2026, 10, day, hour, minute).toISOString(),
    productCount: 10,
    bytes: 1000,
    ageMs: 86_400_000,
    ageChecked: true,
    stale,
    ...(stale ? { staleBecause: 'age' as const } : {}),
  };
}

describe('snapshotNoteText', () => {
  test("the snapshot's date in local time, and whether it is past the age limit", () => {
    expect(snapshotNoteText(use('inductors', 22, 9, 14))).toBe(
      "From the snapshot of 2026-11-22 09:14 (24 hours old by the service's clock)",
    );
    expect(snapshotNoteText({ ...use('inductors', 22, 9, 14), stale: true, staleBecause: 'answers' })).toBe(
      "From the snapshot of 2026-11-22 09:14 (24 hours old by the service's clock), which the service has since answered differently",
    );
    expect(snapshotNoteText(use('inductors', 22, 9, 14, true))).toBe(
      "From the snapshot of 2026-11-22 09:14 (24 hours old by the service's clock), older than the age limit",
    );
  });
});

test('a snapshot date that cannot be read is never shown as NaN', () => {
  const unreadable = { ...use('inductors', 24, 7), issuedAt: 'garbage' };
  expect(snapshotNoteText(unreadable)).not.toMatch(/NaN/);
  expect(snapshotNoteText(unreadable)).toContain('—');
});
