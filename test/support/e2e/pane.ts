import type { Locator, Page } from 'playwright-core';

/** What the preview page exposes to tests (preview mode only): the in-memory workbook's read side. */
interface PreviewHook {
  workbook: {
    sheetNames(): Promise<string[]>;
    values(sheet: string): unknown[][];
    activeSheet(): string;
    tables(sheet: string): unknown[];
    highlightAt(sheet: string, row: number, column: number): { equals: string; fill: string; font: string } | undefined;
  };
}

/**
 * The little of the DOM that callbacks run in the page use. The project's TypeScript has no DOM library
 * (core must not use it), so page-side code names what it touches here.
 */
export interface Dom {
  readonly documentElement: { readonly outerHTML: string };
  readonly body: { readonly innerText: string };
  querySelectorAll(selector: string): ArrayLike<DomElement> & Iterable<DomElement>;
}

export interface DomElement {
  readonly value?: string;
  readonly innerText: string;
  querySelectorAll(selector: string): ArrayLike<DomElement> & Iterable<DomElement>;
}

/** The computed style of an element, read in the page. */
export type ComputedStyleOf = (element: unknown) => { readonly backgroundColor: string };

/** A range as the workbook gives it: zero-based. */
export interface SheetRange {
  readonly sheet: string;
  readonly row: number;
  readonly column: number;
  readonly rowCount: number;
  readonly columnCount: number;
}

/** Waits until the pane has started in preview mode (the preview grid is there). */
export async function waitForPreview(page: Page): Promise<void> {
  // By role alone: the grid's name is in the pane's display language.
  await page.getByRole('grid').first().waitFor({ timeout: 20_000 });
}

export type ViewName = 'Search' | 'Category' | 'BOM' | 'Tables' | 'Settings';

export async function openView(page: Page, name: ViewName): Promise<void> {
  // Within the pane's tabs: the preview workbook's sheet tabs can have the same names (a sheet called Search).
  await page.getByRole('tablist', { name: 'PartSpec views' }).getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tabpanel', { name, exact: true }).waitFor();
}

/** Whether the element has the page's focus. */
export function focused(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
  );
}

/** The view's panel, to look for controls in it only. */
export function view(page: Page, name: ViewName): Locator {
  return page.getByRole('tabpanel', { name, exact: true });
}

/**
 * The message of the last job, where it is shown (at the top of the view that started it): the MessageBar of a
 * job's status, which carries its colour as data-intent. Found by that rather than by its title, which is
 * Done, Not found… or, for a fill of a BOM filled before, what it did.
 */
export function jobMessage(page: Page): Locator {
  return page.locator('[role="group"][data-intent]:visible');
}

export interface JobEnd {
  /** Done, Done, some not found, Cancelled, That did not work, Nothing written, Not found, Incomplete, or what a job did. */
  readonly title: string;
  /** The message's whole text, title included. */
  readonly text: string;
}

/**
 * Waits until the job started by the last click has ended: its message is shown (a job clears the last
 * message as it starts) and its progress bar and Cancel button are gone.
 */
export async function waitForJobEnd(page: Page, timeout = 60_000): Promise<JobEnd> {
  const message = jobMessage(page);
  await message.waitFor({ timeout });
  await page.getByRole('button', { name: 'Cancel', exact: true }).waitFor({ state: 'detached', timeout });
  const titleId = await message.getAttribute('aria-labelledby');
  const title = titleId ? await page.locator(`[id="${titleId}"]`).innerText() : '';
  return { title, text: (await message.innerText()).replace(/\s+/g, ' ').trim() };
}

export async function sheetNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (globalThis as unknown as { partspecPreview: PreviewHook }).partspecPreview.workbook.sheetNames(),
  );
}

export async function activeSheet(page: Page): Promise<string> {
  return page.evaluate(() =>
    (globalThis as unknown as { partspecPreview: PreviewHook }).partspecPreview.workbook.activeSheet(),
  );
}

/** The sheet's cells from A1 to the end of its used extent. */
export async function sheetValues(page: Page, sheet: string): Promise<unknown[][]> {
  return page.evaluate(
    (name) => (globalThis as unknown as { partspecPreview: PreviewHook }).partspecPreview.workbook.values(name),
    sheet,
  );
}

export async function sheetTables(page: Page, sheet: string): Promise<SheetRange[]> {
  return page.evaluate(
    (name) =>
      (globalThis as unknown as { partspecPreview: PreviewHook }).partspecPreview.workbook.tables(name) as SheetRange[],
    sheet,
  );
}

/** What a large sheet is like, measured in the page: a full copy of 11,000 rows of 70 columns would be slow. */
export interface SheetSummary {
  readonly header: string[];
  /** Rows under the header (the used extent, header excluded). */
  readonly rowCount: number;
  readonly columnCount: number;
  /** The asked-for columns by header, each as its cells under the header. */
  readonly columns: Record<string, unknown[]>;
  /** Per row under the header: how many of its cells are not empty. */
  readonly filledCells: number[];
}

export async function sheetSummary(page: Page, sheet: string, columns: readonly string[]): Promise<SheetSummary> {
  return page.evaluate(
    ({ name, wanted }) => {
      const all = (globalThis as unknown as { partspecPreview: PreviewHook }).partspecPreview.workbook.values(name);
      // A table in a new sheet starts at A2, under its "As of" line (still empty when the writing was cancelled).
      const first = all[0] ?? [];
      const captioned =
        String(first[0] ?? '').startsWith('As of ') || (all.length > 1 && first.every((cell) => cell === ''));
      const values = captioned ? all.slice(1) : all;
      const header = (values[0] ?? []).map(String);
      const rows = values.slice(1);
      const picked: Record<string, unknown[]> = {};
      for (const title of wanted) {
        const index = header.indexOf(title);
        picked[title] = index < 0 ? [] : rows.map((row) => row[index]);
      }
      return {
        header,
        rowCount: rows.length,
        columnCount: header.length,
        columns: picked,
        filledCells: rows.map((row) => row.filter((value) => value !== '').length),
      };
    },
    { name: sheet, wanted: [...columns] },
  );
}

/** The mark a BOM refresh put on a cell, through the in-memory workbook's conditional formats. */
export async function highlightAt(
  page: Page,
  sheet: string,
  row: number,
  column: number,
): Promise<{ equals: string; fill: string; font: string } | undefined> {
  return page.evaluate(
    ({ name, at }) =>
      (globalThis as unknown as { partspecPreview: PreviewHook }).partspecPreview.workbook.highlightAt(
        name,
        at.row,
        at.column,
      ) ?? undefined,
    { name: sheet, at: { row, column } },
  );
}

/** Excel's column letters: 0 -> A, 26 -> AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** A cell of the preview grid (zero-based, on the page the grid shows). */
export function gridCell(page: Page, row: number, column: number): Locator {
  return page
    .getByRole('grid', { name: 'Workbook preview' })
    .locator(`td[role="gridcell"][data-row="${row}"][data-column="${column}"]`);
}

/**
 * Types texts into the preview grid as a user does, one cell under the other from `row`, `column`:
 * a click on the first cell, then for each text its first key (which opens the cell editor, as in Excel),
 * the rest into the editor, and Enter, which keeps it and moves down.
 */
export async function typeColumn(page: Page, row: number, column: number, texts: readonly string[]): Promise<void> {
  await gridCell(page, row, column).click();
  for (const [offset, text] of texts.entries()) {
    await page.getByRole('grid', { name: 'Workbook preview' }).press(text[0] === ' ' ? 'Space' : text[0]);
    const editor = page.getByRole('textbox', { name: `Edit cell ${columnLetters(column)}${row + offset + 1}` });
    await editor.pressSequentially(text.slice(1));
    await editor.press('Enter');
    await editor.waitFor({ state: 'detached' });
  }
}

/** The condition group "Condition N" of the Search view. */
export function condition(page: Page, number: number): Locator {
  return view(page, 'Search').getByRole('group', { name: `Condition ${number}`, exact: true });
}

/** The read-only box with the exact $filter the Search view sends. */
export function filterBox(page: Page): Locator {
  return view(page, 'Search').getByRole('textbox', { name: 'Filter sent to the service' });
}

/** Every text the page shows or holds in a form control: to check that something (a key) is nowhere in it. */
export async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as { document: Dom };
    const controls = [...document.querySelectorAll('input, textarea, select')].map((element) => element.value ?? '');
    return [document.documentElement.outerHTML, document.body.innerText, ...controls].join('\n');
  });
}
