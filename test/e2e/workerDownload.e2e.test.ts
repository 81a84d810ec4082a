/**
 * Category files are downloaded and parsed in a Web Worker (issue 25): a cold 50,000-cell lookup (a BOM
 * refresh of 50,000 part numbers, nothing cached or kept, so that the snapshot planner downloads their
 * categories) reads its files in productFileWorker.js, and answers as the same lookup with the files read on
 * the page (a page without Worker: the fallback). The longest main-thread task of each, while the files were
 * read and over the whole job, is printed, not asserted: a time depends on the machine; `npm run
 * bench:responsive` prints it beside the build before the worker.
 */
import { bomPartNumbers, coldBomRefresh } from '../support/e2e/coldBomRefresh';
import { FIRST_SHOWN, RESULT_LIST_MAX } from '../../src/taskpane/logic/resultLists';
import { useBrowserAndStack } from '../support/e2e/browserStack';

const setup = useBrowserAndStack();
jest.setTimeout(600_000);

const CELLS = 50_000;

test('a cold 50,000-cell lookup reads its category files in a worker and answers as the page would', async () => {
  const partnos = await bomPartNumbers(setup.stack, CELLS);
  expect(partnos).toHaveLength(CELLS);

  let atRiskShown = 0;
  let atRiskEnd = '';
  const inWorker = await coldBomRefresh(setup.openPane, partnos, {
    afterwards: async (page) => {
      const list = page.getByRole('list', { name: 'Parts at risk and what can replace them' });
      // The first ones, then more at each "Show N more" until the list's end.
      expect(await list.locator(':scope > li').count()).toBe(FIRST_SHOWN.bomList);
      const more = page
        .getByRole('group', { name: 'Parts at risk and what can replace them' })
        .getByRole('button', { name: /^Show \d+ more$/ });
      while ((await more.count()) > 0) await more.click();
      atRiskShown = await list.locator(':scope > li').count();
      atRiskEnd = await list.locator(':scope > li').last().innerText();
    },
  });
  // The files read on the page, as before the worker: a page without Worker falls back to it.
  const onPageContext = await setup.newContext();
  await onPageContext.addInitScript('delete globalThis.Worker;');
  const onPage = await coldBomRefresh(setup.openPane, partnos, { context: onPageContext });

  const ms = (value: number): string => `${Math.round(value)} ms`;
  console.log(
    [
      `Cold BOM refresh of ${CELLS} part numbers, preview mode: the pane's longest main-thread task`,
      `  files read in a Web Worker: ${ms(inWorker.longestWhileReading)} while reading, ${ms(inWorker.longest)} in all` +
        ` (click to writing ${ms(inWorker.reading)}, to Done ${ms(inWorker.done)})`,
      `  files read on the page:     ${ms(onPage.longestWhileReading)} while reading, ${ms(onPage.longest)} in all` +
        ` (click to writing ${ms(onPage.reading)}, to Done ${ms(onPage.done)})`,
    ].join('\n'),
  );
  expect(inWorker.workers).toContain('/productFileWorker.js');
  expect(onPage.workers).toEqual([]);
  expect(inWorker.outcome).toMatch(/^Done: .*for 50,000 parts/);
  // Both answered every part the same way: the same outcome, counts by status included.
  // (The two ran a minute or so apart: the sources' times are set aside, their counts are not; two snapshots
  // downloaded in the same minute are named oldest first, which of the two that is varies from run to run.)
  const untimed = (outcome: string): string =>
    outcome
      .replace(/\d{4}-\d\d-\d\d \d\d:\d\d/g, '<time>')
      // The outcome ends in a full stop after the last source, whichever that is.
      .replace(/\.$/, '')
      .split('; ')
      .sort()
      .join('; ');
  expect(untimed(onPage.outcome)).toBe(untimed(inWorker.outcome));
  expect(Number.isNaN(inWorker.reading)).toBe(false);
  // Thousands of parts at risk: the pane lists the first ones and says how many more the sheet has.
  const atRisk = 4118 + 2563 + 5088;
  expect(inWorker.outcome).toContain('4,118 NRND, 2,563 To be discontinued, 5,088 Discontinued');
  expect(atRiskShown).toBe(RESULT_LIST_MAX + 1);
  expect(atRiskEnd).toBe(`… and ${(atRisk - RESULT_LIST_MAX).toLocaleString('en-US')} more: the sheet has every one`);
});
