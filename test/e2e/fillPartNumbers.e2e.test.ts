import type { Page } from 'playwright-core';
import { gridCell, jobMessage, openView, sheetValues, typeColumn, view, waitForJobEnd } from '../support/e2e/pane';
import { expectOnlyLoopback, screenshot, serviceClient, useBrowserAndStack } from '../support/e2e/browserStack';

const setup = useBrowserAndStack();

/**
 * A BOM of twelve lines as a schematic exports it: values and footprints, no part numbers, but for one line whose
 * part number an engineer typed already; a line marked DNP, an electrolytic, a power inductor by its maker's
 * footprint, a leaded radial part with a pitch in mils, and a run of lines holding other makers' part numbers.
 */
const LINES = [
  // No footprint: the size is the user's choice, so the line is marked Check.
  { ref: 'C1', value: '100nF 16V X7R', footprint: '' },
  { ref: 'L1', value: '4.7uH/2A', footprint: 'L_1210_3225Metric' },
  { ref: 'C2', value: '1uF 10V X5R', footprint: 'C_0603_1608Metric', partno: 'MY-OWN-1UF' },
  // No part of the dataset meets it: near ones only, offered in the pane, none written.
  { ref: 'C3', value: '10uF 0201 X7R 50V', footprint: '' },
  { ref: 'C4', value: '100nF 0402 X7R DNP', footprint: '' },
  { ref: 'C5', value: '22uF', footprint: 'CP_Elec_6.3x7.7' },
  { ref: 'L2', value: '10uH', footprint: 'L_Coilcraft_XAL6060-XXX' },
  { ref: 'C6', value: '10n radial pitch 100mils', footprint: '' },
  { ref: 'C7', value: 'CL21B105KBFNNNE', footprint: '' },
  { ref: 'C8', value: 'GRM188R71H104KA93D', footprint: '' },
  { ref: 'C9', value: 'CC0402KRX7R9BB102', footprint: '' },
  { ref: 'C10', value: '10nF 50V X7R', footprint: '' },
] as const;

const VERDICTS = { exact: 'Exact', meets: 'Meets', check: 'Check', near: 'Near' } as const;

/** The height of the pane itself (its views, not the preview workbook under it), and the window's. */
async function heights(page: Page): Promise<{ pane: number; window: number }> {
  return page.evaluate(() => {
    const scope = globalThis as unknown as {
      innerHeight: number;
      document: { querySelector(selector: string): { getBoundingClientRect(): { height: number } } };
    };
    return { pane: scope.document.querySelector('main').getBoundingClientRect().height, window: scope.innerHeight };
  });
}

/** The sheet rows (indexes) whose Match says Check (`Check`, `Check: Meets`, `Check: No part meets`...). */
function markedCheck(values: readonly unknown[][]): number[] {
  return values.flatMap((row, index) => (index > 0 && /^Check\b/.test(String(row[4])) ? [index] : []));
}

test('Fill part numbers on a pasted BOM of values and footprints: Partno, Match and Why beside it, the part number typed before untouched', async () => {
  // What the service's parts make of each line, by the SDK's own matcher from Node: the part the pane must choose.
  const client = serviceClient(setup.stack);
  const answers = await Promise.all(
    LINES.map((line) => client.matchLine(line.value, { footprint: line.footprint || undefined, count: 5 })),
  );
  const expected = answers.map((answer) => (answer.kind === 'parts' ? answer.matches[0] : undefined));
  expect(answers.map((answer) => answer.kind)).toEqual([
    'parts',
    'parts',
    'parts',
    'parts',
    'notFitted',
    'outOfScope',
    'parts',
    'parts',
    'parts',
    'parts',
    'parts',
    'parts',
  ]);
  expect(expected[3]?.verdict).toBe('near');
  // The lines given a part: every line with a part that meets it but the one whose part number was typed.
  const given = LINES.flatMap((line, index) =>
    !('partno' in line) && expected[index] && expected[index]?.verdict !== 'near' ? [index] : [],
  );

  const pane = await setup.openPane();
  const { page } = pane;
  await typeColumn(page, 0, 0, ['Ref', ...LINES.map((line) => line.ref)]);
  await typeColumn(page, 0, 1, ['Value', ...LINES.map((line) => line.value)]);
  // Footprints typed where a line has one.
  await typeColumn(page, 0, 2, ['Footprint']);
  for (const [index, line] of LINES.entries()) {
    if (line.footprint !== '') await typeColumn(page, index + 1, 2, [line.footprint]);
  }
  await typeColumn(page, 0, 3, ['Part number']);
  await typeColumn(page, 3, 3, ['MY-OWN-1UF']);
  // The value column's header stands for the BOM; the footprint column is found by its header.
  await gridCell(page, 0, 1).click();

  await openView(page, 'BOM');
  const bom = view(page, 'BOM');
  await bom.getByRole('button', { name: 'Fill part numbers', exact: true }).click();
  const end = await waitForJobEnd(page);
  await screenshot(page, 'fill-part-numbers');
  expect(end.title).toBe('Done, some not found');
  expect(end.text).toContain(`Filled ${given.length} part numbers in Sheet1!D2:D${LINES.length + 1}.`);
  expect(end.text).toContain('1 line already had a part number and was left as it was.');
  expect(end.text).toContain('No part meets every requirement of 1 line: its Partno is left empty');
  expect(end.text).toContain('1 line is not fitted: no part was chosen for it.');
  expect(end.text).toContain('1 line is no ceramic capacitor or inductor: its Why says what it is.');

  const values = await sheetValues(page, 'Sheet1');
  expect(values[0]).toEqual(['Ref', 'Value', 'Footprint', 'Part number', 'Match', 'Why']);
  expect(values.slice(1).map((row) => row.slice(0, 3))).toEqual(
    LINES.map((line) => [line.ref, line.value, line.footprint]),
  );
  // The chosen parts in the BOM's own part-number column; the line that had one keeps it, and its Match and Why stay empty.
  expect(values.slice(1).map((row) => row[3])).toEqual(
    LINES.map((line, index) =>
      'partno' in line ? line.partno : given.includes(index) ? expected[index]?.product.record.Partno : '',
    ),
  );
  expect(values[3].slice(4)).toEqual(['', '']);
  // Each verdict as the SDK gives it; Check only where a person must decide (the SDK's checks).
  for (const index of given) {
    const match = expected[index]!;
    const verdict = VERDICTS[match.verdict];
    const checked = match.verdict !== 'check' && match.checks.length > 0 ? `Check: ${verdict}` : verdict;
    expect(values[index + 1][4]).toBe(checked);
  }
  // No size stated: Check, the size chosen said; an unstated tolerance said too, and no reason to check.
  expect(values[1][4]).toBe(`Check: ${VERDICTS[expected[0]!.verdict]}`);
  expect(String(values[1][5])).toContain('size not stated');
  expect(String(values[1][5])).toContain('tolerance not stated');
  expect(await gridCell(page, 1, 3).innerText()).toBe(expected[0]!.product.record.Partno);
  // The near line: no part number, Check, the nearest part named in Why.
  expect(values[4].slice(3, 5)).toEqual(['', 'Check: No part meets']);
  expect(String(values[4][5])).toContain(`nearest ${expected[3]!.product.record.Partno}: `);
  // Not fitted, and out of scope: no part, said, never Check.
  expect(values[5].slice(3)).toEqual(['', 'Not fitted', 'not fitted: DNP']);
  expect(values[6].slice(3)).toEqual([
    '',
    'Out of scope',
    'not a ceramic capacitor or inductor: a polarised capacitor (CP_Elec_6.3x7.7)',
  ]);
  // The power inductor by its maker's footprint: a part of that body, its pads to be checked.
  expect(values[7][4]).toMatch(/^Check: (Exact|Meets)$/);
  expect(String(values[7][5])).toContain('L_Coilcraft_XAL6060-XXX read as size 6060');
  // The leaded part's pitch in mils, read as the 2.5 mm lead-space class.
  expect(String(values[8][5])).not.toContain('lead spacing');
  // Other makers' part numbers: Why names each decoding.
  expect(String(values[9][5])).toContain('CL21B105KBFNNNE: Samsung, 0805, X7R, 50 V, 1 µF ±10 %');
  expect(String(values[10][5])).toContain('GRM188R71H104KA93D: Murata, 0603, X7R, 50 V, 100 nF ±10 %');
  expect(String(values[11][5])).toContain('CC0402KRX7R9BB102: Yageo, 0402, X7R, 50 V, 1 nF ±10 %');

  // The lines to check list why and their candidates, under the outcome, not above it: the first two, each
  // with its first two parts, the others a click away, so that the pane stays within two screens.
  const toCheck = bom.getByRole('region', { name: 'Lines to check' });
  const firstMarked = markedCheck(values);
  expect(firstMarked.length).toBeGreaterThan(2);
  await toCheck.getByText(`${firstMarked.length} lines to check`).waitFor();
  expect(await toCheck.getByText(/^Row \d+: /).count()).toBe(2);
  await toCheck
    .getByRole('button', { name: `Show ${firstMarked.length - 2} more lines to check`, exact: true })
    .waitFor();
  const afterFill = await heights(page);
  expect(afterFill.pane).toBeLessThanOrEqual(2 * afterFill.window);
  await toCheck.getByText('Row 2: 100nF 16V X7R').waitFor();
  // No size stated is a check because parts as good differ in size: the pane says how many and which sizes.
  const alike = expected[0]!.checks.find((check) => check.kind === 'alike');
  expect(alike?.kind === 'alike' && alike.sizes && alike.sizes.length > 1).toBe(true);
  if (alike?.kind === 'alike') {
    await toCheck
      .getByText(
        `To check: ${alike.count} parts as good, differing in what the line does not state (${alike.sizes!.join(', ')}`,
      )
      .first()
      .waitFor();
  }
  await toCheck.getByText('Row 5: 10uF 0201 X7R 50V').waitFor();
  const messageBox = await jobMessage(page).boundingBox();
  const listBox = await toCheck.boundingBox();
  expect(messageBox!.y).toBeLessThan(listBox!.y);
  // The part Fill wrote can be kept: the line is no longer marked Check, its part stays, shown as in the sheet.
  const written = expected[0]!.product.record.Partno;
  await toCheck.getByRole('button', { name: `Keep ${written} in row 2, no longer marked Check`, exact: true }).click();
  const keptJob = await waitForJobEnd(page);
  expect(keptJob.text).toContain(`Kept ${written} in row 2: no longer marked Check.`);
  const keptValues = await sheetValues(page, 'Sheet1');
  expect(keptValues[1].slice(3, 5)).toEqual([written, VERDICTS[expected[0]!.verdict]]);
  await toCheck.getByRole('button', { name: `${written}, in the sheet in row 2`, exact: true }).waitFor();
  expect(
    await toCheck.getByRole('button', { name: `${written}, in the sheet in row 2`, exact: true }).isDisabled(),
  ).toBe(true);
  // The line's other parts a click away: its first two shown, then every one of its candidates.
  const candidatesOfRow2 = (await client.match(LINES[0].value, { count: 5 })).length;
  const useForRow2 = toCheck.getByRole('button', { name: /^Use \S+ for row 2$/ });
  expect(await useForRow2.count()).toBe(1);
  await toCheck.getByRole('button', { name: `Show ${candidatesOfRow2 - 2} more parts for row 2`, exact: true }).click();
  expect(await useForRow2.count()).toBe(candidatesOfRow2 - 1);
  // Choosing another candidate writes it into its line; the button names the row.
  const other = (await client.match(LINES[0].value, { count: 5 }))[1];
  await toCheck.getByRole('button', { name: `Use ${other.product.record.Partno} for row 2`, exact: true }).click();
  const chosen = await waitForJobEnd(page);
  expect(chosen.text).toContain(`Wrote ${other.product.record.Partno} in row 2.`);
  const after = await sheetValues(page, 'Sheet1');
  expect(after[1][3]).toBe(other.product.record.Partno);
  expect(after[1][4]).toBe(VERDICTS[other.verdict]);
  expect(after[3][3]).toBe('MY-OWN-1UF');

  // The lifecycle columns are then refreshed on the part numbers filled.
  await bom.getByRole('button', { name: 'Refresh lifecycle columns' }).click();
  const refreshed = await waitForJobEnd(page);
  expect(refreshed.title).toMatch(/^Done/);
  const lifecycle = await sheetValues(page, 'Sheet1');
  expect(lifecycle[0].slice(6, 7)).toEqual(['Status']);
  expect(lifecycle[1][6]).toBe(other.product.record.Status);
  expect(lifecycle.slice(1).map((row) => row.slice(0, 4))).toEqual(after.slice(1).map((row) => row.slice(0, 4)));

  // The value of row 2 changed after the fill: Fill again marks the line, keeps its part number and offers
  // what fits it now; the lines whose parts still fit them are left as they were.
  await typeColumn(page, 1, 1, ['220nF 16V X7R']);
  await gridCell(page, 0, 1).click();
  await bom.getByRole('button', { name: 'Fill part numbers', exact: true }).click();
  const again = await waitForJobEnd(page);
  await screenshot(page, 'fill-part-numbers-again');
  expect(again.text).toContain('1 line filled before no longer fits its part (its value was changed since)');
  const changed = await sheetValues(page, 'Sheet1');
  // Its title says what it did, in the order of its phrases, never Not found: the line changed, the lines still
  // to check (the near line asked again, the lines still marked Check), the lines with no part as before.
  const stillMarked = markedCheck(changed);
  expect(stillMarked).toEqual(firstMarked);
  expect(again.title).toBe(
    `1 line no longer meets its part; ${stillMarked.length - 1} still to check; 1 line not fitted; 1 line out of scope`,
  );
  // Every line still marked Check is listed, with its actions: its part first, to keep, or another to use.
  await toCheck.getByText(`${stillMarked.length} lines to check`).waitFor();
  const showMore = toCheck.getByRole('button', { name: /^Show \d+ more lines to check$/ });
  while ((await showMore.count()) > 0) await showMore.click();
  const listed = (await toCheck.getByText(/^Row \d+: /).allInnerTexts()).map((text) =>
    Number(/^Row (\d+)/.exec(text)![1]),
  );
  expect(listed).toEqual(stillMarked.map((row) => row + 1));
  for (const row of stillMarked.filter((index) => index !== 1 && changed[index][3] !== '')) {
    const partno = String(changed[row][3]);
    await toCheck
      .getByRole('button', { name: `Keep ${partno} in row ${row + 1}, no longer marked Check`, exact: true })
      .waitFor();
  }
  expect(changed[1][3]).toBe(other.product.record.Partno);
  expect(changed[1][4]).toBe('Check: No longer meets');
  expect(String(changed[1][5])).toContain(
    `${other.product.record.Partno} no longer meets the line (changed since it was filled): value `,
  );
  expect(changed[2].slice(3, 5)).toEqual(lifecycle[2].slice(3, 5));
  await toCheck.getByText('Row 2: 220nF 16V X7R').waitFor();
  await toCheck.getByText(/^To check: .* no longer meets the line/).waitFor();
  expectOnlyLoopback(pane);
  await pane.context.close();
});
