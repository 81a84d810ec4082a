import type { DownloadProgress } from '../../../../src/core';
import { switchDisplayLanguage } from '../../../../src/taskpane/i18n/i18n';
import type { JobProgress, JobStep } from '../../../../src/taskpane/logic/jobProgress';
import { progressText } from '../../../../src/taskpane/wording/progressText';

afterEach(() => switchDisplayLanguage('en'));

const MB = 1024 * 1024;
const HALF: DownloadProgress = { phase: 'download', bytes: MB, totalBytes: 2 * MB };

/** A progress report of `step`, 4,000 of 12,000 done after 8 requests. */
function progressOf(step: JobStep, change: Partial<JobProgress> = {}): JobProgress {
  return { phase: 'fetching', done: 4000, total: 12_000, requests: 8, step, ...change };
}

/** One step of each kind (a Record: a kind added to JobStep and missing here fails to compile), and its line. */
const EVERY_STEP: Record<JobStep['kind'], readonly [JobStep, string]> = {
  searching: [{ kind: 'searching' }, 'Searching'],
  previewing: [{ kind: 'previewing' }, 'Asking the service for the first page'],
  fetchingRest: [{ kind: 'fetchingRest' }, 'Fetching the rest'],
  found: [{ kind: 'found' }, '4,000 products found from 8 requests'],
  rowsWritten: [{ kind: 'rowsWritten' }, '4,000 of 12,000 rows written'],
  download: [{ kind: 'download', download: HALF }, '1.0 MB of 2.0 MB downloaded'],
  waitingToWrite: [
    { kind: 'waitingToWrite', job: 'search', rows: { unit: 'products', count: 42_001 } },
    'Found 42,001 products; waiting for your answer to write them',
  ],
  waitingToDownload: [
    { kind: 'waitingToDownload', products: 30_000 },
    'About 30,000 products to write; waiting for your answer before downloading them',
  ],
  snapshotRefresh: [{ kind: 'snapshotRefresh', category: 'inductors' }, 'Downloading inductors again'],
  fetchingTable: [{ kind: 'fetchingTable' }, 'Fetching the table again'],
  lookingForEquivalents: [
    { kind: 'lookingForEquivalents', partno: 'GRM155R71C104KA88D' },
    'Looking for what can replace GRM155R71C104KA88D',
  ],
  partsLookedUp: [{ kind: 'partsLookedUp' }, '4,000 of 12,000 parts looked up'],
  alternatives: [{ kind: 'alternatives', count: 3 }, 'Looking for what can replace the 3 parts at risk'],
  nearPartNumbers: [{ kind: 'nearPartNumbers', count: 1 }, 'Looking for part numbers near the 1 one not found'],
  bomColumns: [
    { kind: 'bomColumns', fields: ['Status', 'LastBuyDate'], done: 1, count: 900 },
    'Writing Status, LastBuyDate: 1 of 900 rows',
  ],
  markingStatuses: [{ kind: 'markingStatuses' }, 'Marking parts by status'],
  readingBom: [{ kind: 'readingBom' }, 'Reading the BOM'],
  linesMatched: [{ kind: 'linesMatched' }, '4,000 of 12,000 lines matched'],
};

describe('progressText: the line under the progress bar, from the facts of the step', () => {
  test.each(Object.values(EVERY_STEP))('%o: %s', (step, text) => {
    expect(progressText(progressOf(step))).toBe(text);
  });

  test('the counts are the report’s own: one of one, singular', () => {
    expect(progressText(progressOf({ kind: 'found' }, { done: 1, requests: 1 }))).toBe(
      '1 product found from 1 request',
    );
    expect(progressText(progressOf({ kind: 'partsLookedUp' }, { done: 0, total: 1 }))).toBe('0 of 1 part looked up');
  });

  test.each([
    [{ phase: 'address', bytes: 0 }, 'Asking the service for the download address'],
    [{ phase: 'download', bytes: 512 }, '512 bytes downloaded'],
    [{ phase: 'parse', bytes: MB, totalBytes: 2 * MB }, 'Reading 1.0 MB of product data'],
  ] as const)('a download in each phase, %o: %s', (download, text) => {
    expect(progressText(progressOf({ kind: 'download', download }))).toBe(text);
    expect(progressText(progressOf({ kind: 'snapshotRefresh', category: 'inductors', download }))).toBe(
      `Downloading inductors again: ${text}`,
    );
  });

  test('the kept snapshots downloaded meanwhile follow the step, each by its bytes, as a list', () => {
    const progress = progressOf(
      { kind: 'partsLookedUp' },
      {
        downloads: [
          { category: 'inductors', lang: 'en', progress: HALF },
          { category: 'ceramicCapacitorsSMD', lang: 'en', progress: { phase: 'address', bytes: 0 } },
        ],
      },
    );
    expect(progressText(progress)).toBe(
      '4,000 of 12,000 parts looked up; kept snapshot of inductors: 1.0 MB of 2.0 MB downloaded, ' +
        'kept snapshot of ceramic capacitors SMD: Asking the service for the download address',
    );
    expect(progressText({ ...progress, downloads: [] })).toBe('4,000 of 12,000 parts looked up');
  });

  test('in Japanese: the language’s own sentences and list separator', async () => {
    await switchDisplayLanguage('ja');
    expect(progressText(progressOf(EVERY_STEP.bomColumns[0]))).toBe(
      'Status、LastBuyDate を書き込んでいます: 900 行中 1 行',
    );
    expect(progressText(progressOf(EVERY_STEP.partsLookedUp[0]))).toBe('12,000 件中 4,000 件の部品を照会しました');
  });
});
