import { MemoryWorkbook } from '../../../../src/office/workbook';
import { captionText, isCaptionOrEmpty, writeCaption } from '../../../../src/taskpane/jobs/tableCaption';

const when = new Date(2026, 10, 24, 7, 31);
const snapshot = { issuedAt: new Date(2026, 10, 22, 9, 14).toISOString() };

describe('table caption', () => {
  test('as of the time of the job, in local time, quote-prefixed', () => {
    expect(captionText(when)).toBe("'As of 2026-11-24 07:31 · PartSpec › Tables › Refresh table");
  });

  test("as of the snapshot's date when the products came from one", () => {
    expect(captionText(when, snapshot)).toBe(
      "'As of the snapshot of 2026-11-22 09:14 · PartSpec › Tables › Refresh table",
    );
    // A later refresh may write over it, as over any caption of PartSpec's.
    expect(isCaptionOrEmpty(captionText(when, snapshot).slice(1))).toBe(true);
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
      'As of the snapshot of 2026-11-22 09:14 · PartSpec › Tables › Refresh table',
    );
    workbook.setCellText('Sheet1', 0, 0, 'My title');
    expect(await writeCaption(workbook, cell, when, snapshot)).toBe(false);
    expect(workbook.values('Sheet1')[0][0]).toBe('My title');
  });
});
