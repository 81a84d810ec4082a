import type { Page } from 'playwright-core';
import { answers, answerText, type ExampleCell, functionExamples } from '../support/e2e/functionExamples';
import { gridCell, typeColumn, waitForPreview } from '../support/e2e/pane';
import { expectOnlyLoopback, screenshot, useBrowserAndStack } from '../support/e2e/browserStack';

const setup = useBrowserAndStack();

async function typeAt(page: Page, cell: Pick<ExampleCell, 'row' | 'column' | 'text'>): Promise<void> {
  await typeColumn(page, cell.row, cell.column, [cell.text]);
}

/** What a cell of the grid shows, once its formula's answer has come (Excel shows #BUSY! until then). */
async function shown(page: Page, row: number, column: number): Promise<string> {
  const cell = gridCell(page, row, column);
  await page.waitForFunction(
    (element) => (element as unknown as { innerText: string }).innerText.trim() !== '#BUSY!',
    await cell.elementHandle(),
    { timeout: 30_000 },
  );
  return (await cell.innerText()).trim();
}

/** Reads until it gives `expected` (an answer arrives after a request), or 30 s have passed; the last text read. */
async function eventually(read: () => Promise<string>, expected: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  let text = await read();
  while (text.trim() !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    text = await read();
  }
  return text.trim();
}

/** The formula bar's note: what the active cell says of itself (an error's words, a formula not calculated). */
function formulaNote(page: Page) {
  return page.getByRole('region', { name: 'Workbook (in this browser only)' }).getByRole('status').first();
}

test("each example of docs/functions.md, typed into the preview grid, gives the doc's answer", async () => {
  const examples = functionExamples();
  expect(examples.map((example) => example.name)).toEqual([
    'PART.SPEC',
    'PART.STATUS',
    'PART.FINDPARTS',
    'PART.FIELDS',
    'PART.DOWNLOADURL',
    'PART.BUILDFILTER',
    'PART.EQUIVALENTS',
    'PART.CARD',
    'PART.MATCHLINE',
  ]);
  const pane = await setup.openPane();
  const { page } = pane;
  const documented: string[] = [];
  const answered: string[] = [];
  for (const example of examples) {
    // A fresh in-memory workbook for each: the page's memory is all it has.
    await page.reload();
    await waitForPreview(page);
    for (const cell of example.cells) await typeAt(page, cell);
    await typeAt(page, example.formula);
    await shown(page, example.formula.row, example.formula.column);
    const cells = [];
    for (const cell of example.answer) {
      const text = await shown(page, cell.row, cell.column);
      // Where the doc's `…` stands for what differs between runs, a matching text is written as the doc writes it.
      cells.push({ a1: cell.a1, text: answers(cell.text, text) ? cell.text : text });
    }
    documented.push(`${example.name}: ${answerText(example.answer)}`);
    answered.push(`${example.name}: ${answerText(cells)}`);
    await screenshot(page, `formulas-${example.name.toLowerCase().replace('.', '-')}`);
  }
  expect(answered).toEqual(documented);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('an answer that would cover a filled cell says #SPILL! and why, and spills once the cell is cleared', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await typeColumn(page, 1, 0, ['OCM188R61A104KA01D', 'OCM188R71H154KA01D']);
  await typeAt(page, { row: 2, column: 1, text: 'in the way' });
  await typeAt(page, { row: 1, column: 1, text: '=PART.SPEC(A2:A3, "Capacitance")' });
  expect(await shown(page, 1, 1)).toBe('#SPILL!');
  await gridCell(page, 1, 1).click();
  expect(
    await eventually(
      () => formulaNote(page).innerText(),
      '#SPILL! The answer needs Sheet1!B2:B3, but B3 holds something: clear it, and the answer spills there.',
    ),
  ).toBe('#SPILL! The answer needs Sheet1!B2:B3, but B3 holds something: clear it, and the answer spills there.');
  await screenshot(page, 'formulas-spill-blocked');
  // Nothing typed was lost: the cell in the way keeps its text.
  expect(await gridCell(page, 2, 1).innerText()).toBe('in the way');
  await gridCell(page, 2, 1).click();
  await page.getByRole('grid', { name: 'Workbook preview' }).press('Delete');
  expect(await eventually(() => gridCell(page, 1, 1).innerText(), '1E-07')).toBe('1E-07');
  expect(await gridCell(page, 2, 1).innerText()).toBe('1.5E-07');
  // A cell the answer spilled into shows the formula it came from.
  expect(await eventually(() => formulaNote(page).innerText(), 'Spilled from B2')).toBe('Spilled from B2');
  expect(await page.getByRole('textbox', { name: 'Formula bar' }).inputValue()).toBe(
    '=PART.SPEC(A2:A3, "Capacitance")',
  );
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('editing a part number a formula refers to calculates it again; another sheet is read by its name', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await typeAt(page, { row: 1, column: 0, text: 'OCM188R61A104KA01D' });
  await typeAt(page, { row: 1, column: 1, text: '=PART.SPEC($A$2, "Capacitance")' });
  expect(await shown(page, 1, 1)).toBe('1E-07');
  await typeAt(page, { row: 1, column: 0, text: 'OCM188R71H154KA01D' });
  expect(await eventually(() => gridCell(page, 1, 1).innerText(), '1.5E-07')).toBe('1.5E-07');
  // An unknown part: the function's own error and words, in its cell.
  await typeAt(page, { row: 1, column: 0, text: 'NOSUCHPART1' });
  expect(await eventually(() => gridCell(page, 1, 1).innerText(), '#N/A')).toBe('#N/A');
  await gridCell(page, 1, 1).click();
  expect(await eventually(() => formulaNote(page).innerText(), '#N/A Part not found: NOSUCHPART1')).toBe(
    '#N/A Part not found: NOSUCHPART1',
  );
  expect(await page.getByRole('textbox', { name: 'Formula bar' }).inputValue()).toBe('=PART.SPEC($A$2, "Capacitance")');

  // A part number on another sheet, read by the sheet's name, and read again when it changes there. The grid
  // shows a sheet once drawn (B2 tells which: Sheet1's holds #N/A, Sheet2's nothing).
  await page.evaluate(() =>
    (
      globalThis as unknown as { partspecPreview: { workbook: { addSheet(name: string): Promise<string> } } }
    ).partspecPreview.workbook.addSheet('Sheet2'),
  );
  const showing = async (sheet: 'Sheet1' | 'Sheet2'): Promise<void> => {
    if (sheet === 'Sheet1') await page.getByRole('tab', { name: 'Sheet1' }).click();
    expect(await eventually(() => gridCell(page, 1, 1).innerText(), sheet === 'Sheet1' ? '#N/A' : '')).toBe(
      sheet === 'Sheet1' ? '#N/A' : '',
    );
  };
  await showing('Sheet2');
  await typeAt(page, { row: 1, column: 0, text: 'OCM188R61A104KA01D' });
  await showing('Sheet1');
  await typeAt(page, { row: 2, column: 1, text: '=PART.SPEC(Sheet2!A2:A3, "Capacitance")' });
  expect(await shown(page, 2, 1)).toBe('1E-07');
  expect(await gridCell(page, 3, 1).innerText()).toBe('');
  await page.getByRole('tab', { name: 'Sheet2' }).click();
  await showing('Sheet2');
  await typeAt(page, { row: 2, column: 0, text: 'OCM188R71H154KA01D' });
  await showing('Sheet1');
  expect(await eventually(() => gridCell(page, 3, 1).innerText(), '1.5E-07')).toBe('1.5E-07');
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('a formula that is not a PART function is kept as typed and says it is not calculated', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await typeAt(page, { row: 0, column: 0, text: '=SUM(1,2)' });
  expect(
    await eventually(() => gridCell(page, 0, 0).innerText(), 'Only PART functions calculate in preview mode'),
  ).toBe('Only PART functions calculate in preview mode');
  await gridCell(page, 0, 0).click();
  expect(await page.getByRole('textbox', { name: 'Formula bar' }).inputValue()).toBe('=SUM(1,2)');
  expect(await eventually(() => formulaNote(page).innerText(), 'Only PART functions calculate in preview mode')).toBe(
    'Only PART functions calculate in preview mode',
  );
  await screenshot(page, 'formulas-not-part');
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test("a PART.CARD cell shows its part number, and its card's properties on a click", async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await typeAt(page, { row: 1, column: 0, text: 'OCM188R61A104KA01D' });
  await typeAt(page, { row: 1, column: 1, text: '=PART.CARD(A2)' });
  expect(await shown(page, 1, 1)).toBe('OCM188R61A104KA01D');
  await gridCell(page, 1, 1).locator('[data-card]').click();
  const card = page.getByRole('dialog', { name: 'Card of OCM188R61A104KA01D' });
  await card.waitFor();
  await screenshot(page, 'formulas-card');
  const text = await card.innerText();
  for (const section of ['Part', 'Specifications', 'Lifecycle']) expect(text).toContain(section);
  expect(text).toMatch(/Status\s+In Production/);
  expect(text).toMatch(/Partno\s+OCM188R61A104KA01D/);
  await card.getByRole('button', { name: 'Close' }).click();
  await card.waitFor({ state: 'detached' });
  // The formula bar's Show card opens it too, from the keyboard.
  await page.getByRole('button', { name: 'Show card' }).click();
  await card.waitFor();
  await page.keyboard.press('Escape');
  await card.waitFor({ state: 'detached' });
  expectOnlyLoopback(pane);
  await pane.context.close();
});
