import type { DownloadProgress } from '../../../../src/core';
import { downloadProgress, writingProgress } from '../../../../src/taskpane/jobs/progressReports';
import { progressText } from '../../../../src/taskpane/wording/progressText';

describe('downloadProgress: a category file download as a job progress', () => {
  test.each([
    [
      'asking for the address: nothing done yet',
      { phase: 'address', bytes: 0 },
      'Asking the service for the download address',
    ],
    [
      'downloading with the size known',
      { phase: 'download', bytes: 2048, totalBytes: 4096 },
      '2 KB of 4 KB downloaded',
    ],
    ['downloading with no size', { phase: 'download', bytes: 512 }, '512 bytes downloaded'],
    [
      'reading the file, its size known',
      { phase: 'parse', bytes: 1024, totalBytes: 4096 },
      'Reading 1 KB of product data',
    ],
    ['reading the file, no size', { phase: 'parse', bytes: 1024 }, 'Reading 1 KB of product data'],
  ] as const)('%s: the bytes so far, out of the size only when known', (_, progress: DownloadProgress, text) => {
    const reported = downloadProgress(progress, 2);
    expect(reported).toEqual({
      phase: 'fetching',
      done: progress.bytes,
      ...(progress.totalBytes === undefined ? {} : { total: progress.totalBytes }),
      requests: 2,
      step: { kind: 'download', download: progress },
    });
    expect(progressText(reported)).toBe(text);
  });
});

test('writingProgress: a table being written, its rows written out of all, with the service requests (not the workbook ones)', () => {
  const reported = writingProgress({ rowsWritten: 4000, totalRows: 12_000, requests: 3 }, 7);
  expect(reported).toEqual({ phase: 'writing', done: 4000, total: 12_000, requests: 7, step: { kind: 'rowsWritten' } });
  expect(progressText(reported)).toBe('4,000 of 12,000 rows written');
});
