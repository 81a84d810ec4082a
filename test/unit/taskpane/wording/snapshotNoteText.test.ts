import { snapshotNoteText } from '../../../../src/taskpane/wording/snapshotNoteText';
import { snapshotUseOf as use } from '../../../support/snapshotUseOf';

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
