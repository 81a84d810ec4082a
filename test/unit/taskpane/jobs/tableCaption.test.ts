import type { AnswerSources, SnapshotShare } from '../../../../src/core';
import { MemoryWorkbook } from '../../../../src/office/workbook';
import { captionText, isCaptionOrEmpty, writeCaption } from '../../../../src/taskpane/jobs/tableCaption';

const when = new Date(2026, 10, 24, 7, 31);
const DAY_MS = 86_400_000;
const issuedAt = new Date(2026, 10, 22, 9, 14).toISOString();
/** A share of a snapshot issued at 2026-11-22 09:14 (local), `days` old by the service's clock. */
const share = (count: number, days = 2, ageChecked = true): SnapshotShare => ({
  category: 'ceramicCapacitorsSMD',
  lang: 'en',
  issuedAt,
  ageMs: days * DAY_MS + 3_600_000,
  ageChecked,
  stale: false,
  count,
});
const sources = (service: number, snapshots: SnapshotShare[]): AnswerSources => ({
  at: when.toISOString(),
  atChecked: true,
  service,
  snapshots,
});
const snapshot = sources(0, [share(40)]);

describe('table caption', () => {
  test('as of the time of the job, in local time, quote-prefixed, and from where', () => {
    expect(captionText(when)).toBe("'As of 2026-11-24 07:31 · PartSpec › Tables › Refresh table");
    expect(captionText(when, sources(12, []))).toBe(
      "'As of 2026-11-24 07:31 from the service · PartSpec › Tables › Refresh table",
    );
  });

  test("as of the snapshot's date and age when the products came from one", () => {
    expect(captionText(when, snapshot)).toBe(
      "'As of the snapshot of 2026-11-22 09:14 (2 days old by the service's clock) · PartSpec › Tables › Refresh table",
    );
    expect(captionText(when, sources(0, [share(40, 400, false)]))).toBe(
      "'As of the snapshot of 2026-11-22 09:14 (400 days old by this computer's clock, not checked against the service yet) · PartSpec › Tables › Refresh table",
    );
    // A later refresh may write over it, as over any caption of PartSpec's.
    expect(isCaptionOrEmpty(captionText(when, snapshot).slice(1))).toBe(true);
  });

  test('from both: how many of each, each with its time', () => {
    expect(captionText(when, sources(1_200, [share(1_800)]))).toBe(
      "'As of 2026-11-24 07:31: 1,200 products from the service, 2026-11-24 07:31; 1,800 from the snapshot of 2026-11-22 09:14 (2 days old by the service's clock) · PartSpec › Tables › Refresh table",
    );
    expect(captionText(when, sources(1, [share(1, 0)]))).toBe(
      "'As of 2026-11-24 07:31: 1 product from the service, 2026-11-24 07:31; 1 from the snapshot of 2026-11-22 09:14 (1 hour old by the service's clock) · PartSpec › Tables › Refresh table",
    );
  });

  test('a table that is not recorded says what it is and how to get it anew, and is a caption all the same', () => {
    const way = 'equivalents of OCM155R71H104KA01D · PartSpec › Search › Find equivalents';
    expect(captionText(when, undefined, way)).toBe(`'As of 2026-11-24 07:31 · ${way}`);
    expect(isCaptionOrEmpty(captionText(when, undefined, way).slice(1))).toBe(true);
  });

  test('written over an earlier caption, never over a value of the user', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    const cell = { sheet: 'Sheet1', row: 0, column: 0 };
    expect(await writeCaption(workbook, cell, when)).toBe(true);
    expect(await writeCaption(workbook, cell, when, snapshot)).toBe(true);
    expect(workbook.values('Sheet1')[0][0]).toBe(
      "As of the snapshot of 2026-11-22 09:14 (2 days old by the service's clock) · PartSpec › Tables › Refresh table",
    );
    workbook.setCellText('Sheet1', 0, 0, 'My title');
    expect(await writeCaption(workbook, cell, when, snapshot)).toBe(false);
    expect(workbook.values('Sheet1')[0][0]).toBe('My title');
  });
});
