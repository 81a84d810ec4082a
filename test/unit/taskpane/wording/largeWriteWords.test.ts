import { largeWriteQuestionText } from '../../../../src/taskpane/wording/largeWriteWords';
import { localDateTime } from '../../../../src/taskpane/logic/localDateTime';

describe('largeWriteQuestionText: the large-write question in the words of the view it came from', () => {
  test('from Search: narrow the search or choose fewer columns', () => {
    expect(largeWriteQuestionText({ rows: 42_001, job: 'search' })).toBe(
      'This writes 42,001 rows into the workbook. That takes a while and makes the workbook large. If you do not need them all, narrow the search or choose fewer columns.',
    );
  });

  test('from Category: fewer columns there, or Search for only the products needed; never "narrow the search"', () => {
    const text = largeWriteQuestionText({ rows: 42_001, job: 'category' });
    expect(text).toBe(
      'This writes 42,001 rows into the workbook. That takes a while and makes the workbook large. If you do not need them all, choose fewer columns here, or use Search to take only the products you need.',
    );
    expect(text).not.toContain('narrow');
  });

  test('a kept snapshot’s count is "about", with its date, and nothing is downloaded before the answer', () => {
    const issuedAt = '2026-11-20T08:00:00.000Z';
    expect(largeWriteQuestionText({ rows: 42_001, job: 'category', snapshotIssuedAt: issuedAt })).toBe(
      `This writes about 42,001 rows into the workbook: the snapshot of ${localDateTime(new Date(issuedAt))} holds that many, and the service may have more or fewer now. That takes a while and makes the workbook large. Nothing is downloaded before you answer. If you do not need them all, choose fewer columns here, or use Search to take only the products you need.`,
    );
  });
});
