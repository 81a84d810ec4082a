import type { Page } from 'playwright-core';
import { gridCell, jobMessage, openView, sheetValues, typeColumn, view, waitForJobEnd } from './pane';
import { expectOnlyLoopback, screenshot, useBrowserAndStack } from './support';

const setup = useBrowserAndStack();

/** Twelve lines of a BOM exported from a schematic: values the reference dataset has parts for, one it has none for. */
const LINES = [
  ['100nF 16V X7R', 'C_0402_1005Metric'],
  ['1uF 10V X5R', 'C_0603_1608Metric'],
  ['10nF 50V X7R', 'C_0402_1005Metric'],
  ['4.7uF 10V X5R', 'C_0603_1608Metric'],
  ['22pF 50V C0G', 'C_0402_1005Metric'],
  ['4.7uH/2A', 'L_1210_3225Metric'],
  ['100nF 50V X7R', 'C_0603_1608Metric'],
  ['1nF 50V X7R', 'C_0402_1005Metric'],
  ['10uF 16V X5R', 'C_0805_2012Metric'],
  ['47pF 50V C0G', 'C_0402_1005Metric'],
  ['2.2uF 16V X5R', 'C_0603_1608Metric'],
  ['10uF 0201 X7R 50V', ''],
] as const;

/** The height of the pane itself (the views, not the preview workbook under it), and the window's. */
async function heights(page: Page): Promise<{ pane: number; window: number }> {
  return page.evaluate(() => {
    const scope = globalThis as unknown as {
      innerHeight: number;
      document: { querySelector(selector: string): { getBoundingClientRect(): { height: number } } };
    };
    return { pane: scope.document.querySelector('main').getBoundingClientRect().height, window: scope.innerHeight };
  });
}

/** The rows of the sheet marked Check in Match (column D: Value, Footprint, Partno, Match, Why), as sheet rows. */
function markedCheck(values: unknown[][]): number[] {
  return values.flatMap((row, index) => (index > 0 && String(row[3]).startsWith('Check:') ? [index] : []));
}

test('a fill of 12 lines keeps the pane within two screens; the outcome is at the top of the view; a second fill says what it did and lists every line still marked Check', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await typeColumn(page, 0, 0, ['Value', ...LINES.map(([value]) => value)]);
  await typeColumn(page, 0, 1, ['Footprint', ...LINES.slice(0, 11).map(([, footprint]) => footprint)]);
  await gridCell(page, 0, 0).click();
  await openView(page, 'BOM');
  const bom = view(page, 'BOM');
  await bom.getByRole('button', { name: 'Fill part numbers', exact: true }).click();
  const first = await waitForJobEnd(page);
  expect(first.title).toMatch(/^Done/);
  await screenshot(page, 'short-pane-fill-12');
  const afterFill = await heights(page);
  expect(afterFill.pane).toBeLessThanOrEqual(2 * afterFill.window);

  const values = await sheetValues(page, 'Sheet1');
  const marked = markedCheck(values);
  expect(marked.length).toBeGreaterThan(3);
  const toCheck = bom.getByRole('region', { name: 'Lines to check' });
  await toCheck.getByText(`${marked.length} lines to check`).waitFor();
  // The first lines only, the rest a click away.
  expect(await toCheck.getByText(/^Row \d+: /).count()).toBe(3);
  await toCheck.getByRole('button', { name: `Show ${Math.min(10, marked.length - 3)} more lines to check` }).waitFor();

  // A second fill after one line's value changed: its title says what it did, and every line still marked
  // Check is listed, with its actions.
  await typeColumn(page, 1, 0, ['220nF 16V X7R']);
  await gridCell(page, 0, 0).click();
  await bom.getByRole('button', { name: 'Fill part numbers', exact: true }).click();
  const again = await waitForJobEnd(page);
  await screenshot(page, 'short-pane-fill-again');
  const stillMarked = markedCheck(await sheetValues(page, 'Sheet1'));
  expect(again.title).toBe(`1 line no longer meets its part; ${stillMarked.length - 1} still to check`);
  expect(again.title).not.toMatch(/Not found/);
  await toCheck.getByText(`${stillMarked.length} lines to check`).waitFor();
  const showMore = toCheck.getByRole('button', { name: /^Show \d+ more lines to check$/ });
  while ((await showMore.count()) > 0) await showMore.click();
  const listed = (await toCheck.getByText(/^Row \d+: /).allInnerTexts()).map((text) =>
    Number(/^Row (\d+)/.exec(text)![1]),
  );
  expect(listed).toEqual(stillMarked.map((row) => row + 1));
  // A line still marked Check keeps its part, to keep (or another to use).
  const kept = stillMarked.find((row) => row !== 1)!;
  const partno = String((await sheetValues(page, 'Sheet1'))[kept][2]);
  await toCheck
    .getByRole('button', { name: `Keep ${partno} in row ${kept + 1}, no longer marked Check`, exact: true })
    .waitFor();

  // A BOM refresh of the part numbers filled: its outcome at the top of the BOM view, above its form.
  await gridCell(page, 0, 2).click();
  await bom.getByRole('button', { name: 'Refresh BOM', exact: true }).click();
  const refreshed = await waitForJobEnd(page);
  expect(refreshed.title).toMatch(/^Done/);
  await screenshot(page, 'short-pane-refresh-bom');
  const message = await jobMessage(page).boundingBox();
  const intro = await bom.getByText(/^Select the cells with the part numbers/).boundingBox();
  const button = await bom.getByRole('button', { name: 'Refresh BOM', exact: true }).boundingBox();
  expect(message!.y).toBeLessThan(intro!.y);
  expect(message!.y).toBeLessThan(button!.y);
  // In sight, and said to a screen reader: in a live region of the BOM view.
  expect(await jobMessage(page).isVisible()).toBe(true);
  expect(
    await bom
      .locator('[role="status"][aria-live="polite"]')
      .filter({ has: jobMessage(page) })
      .count(),
  ).toBe(1);
  expectOnlyLoopback(pane);
  await pane.context.close();
});
