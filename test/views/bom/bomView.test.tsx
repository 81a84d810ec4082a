import { screen, waitFor, within } from '@testing-library/react';
import type { CellValue, Product } from '../../../src/core';
import { BomView } from '../../../src/taskpane/features/bom/BomView';
import { jobEnded, jobMessage } from '../../support/views/jobMessage';
import { IN_SIGHT, renderPane } from '../../support/views/renderPane';
import { productOf } from '../../support/productOf';
import type { FakeClient } from '../../unit/taskpane/support/fakeClient';
import { workbookWith } from '../../unit/taskpane/support/workbookWith';

const CATALOG: Product[] = [
  productOf('OCM188R71H104KA01D', { Status: 'In Production', AlternativePartno: [] }),
  productOf('OCM188R71H104KA01J', { Status: 'NRND', LastBuyDate: '2026-03-31', AlternativePartno: [] }),
  productOf('OCM21BR61C106KE01L', { Status: 'Under Development', AlternativePartno: [] }),
];

/** A BOM of `partnos` under a "Part number" header in column A of sheet BOM, selected with its header. */
function bom(partnos: readonly string[]) {
  const rows: CellValue[][] = [['Part number'], ...partnos.map((partno) => [partno])];
  return workbookWith(rows, { sheet: 'BOM', row: 0, column: 0, rowCount: rows.length, columnCount: 1 });
}

/** The whole pane on CATALOG and `partnos` as a BOM, its BOM view shown. */
async function bomPane(partnos: readonly string[]) {
  const pane = await renderPane(undefined, { products: CATALOG, workbook: bom(partnos) });
  await pane.user.click(screen.getByRole('tab', { name: 'BOM' }));
  await screen.findByRole('button', { name: 'Refresh BOM' });
  return { ...pane, client: pane.client as FakeClient };
}

/** The lines of the list a heading names. */
function listUnder(heading: string): string[] {
  const list = screen.getByRole('list', { name: heading });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('the BOM view', () => {
  test('Refresh BOM counts the parts per status and says Done at the top of the BOM view', async () => {
    const { user } = await bomPane(['OCM188R71H104KA01D', 'OCM188R71H104KA01J', 'OCM21BR61C106KE01L']);
    await user.click(screen.getByRole('button', { name: 'Refresh BOM' }));
    expect((await jobEnded('BOM')).intent).toBe('success');
    const table = screen.getByRole('table', { name: 'Parts per status' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual(
      expect.arrayContaining([
        ['In Production', '1'],
        ['NRND', '1'],
        ['Under Development', '1'],
        ['Not found', '0'],
      ]),
    );
  });

  test.each([
    ['a part with a last buy date: both charts', ['OCM188R71H104KA01D', 'OCM188R71H104KA01J'], true],
    ['no part with a last buy date: no chart of quarters', ['OCM188R71H104KA01D'], false],
  ])('the charts, %s', async (_, partnos, quarters) => {
    const { user } = await bomPane(partnos);
    await user.click(screen.getByRole('button', { name: 'Refresh BOM' }));
    await jobEnded('BOM');
    const charts = within(screen.getByRole('region', { name: 'The BOM at a glance' }));
    expect(charts.getByText('Parts by status')).toBeTruthy();
    expect(charts.queryByText('Last buy dates by quarter') !== null).toBe(quarters);
  });

  test('planned builds of 0 are refused beside the field, which gets the focus, and nothing is asked', async () => {
    const { user, client } = await bomPane(['OCM188R71H104KA01D']);
    const builds = screen.getByRole('spinbutton', { name: 'Planned builds' });
    await user.type(builds, '0');
    await user.click(screen.getByRole('button', { name: 'Refresh BOM' }));
    expect(
      screen.getByText('Planned builds must be a whole number from 1 to 1,000,000,000; correct it, or leave it empty.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(builds);
    expect(builds.getAttribute('aria-invalid')).toBe('true');
    expect(client.lookups).toEqual([]);
    // Corrected, the message goes at once.
    await user.clear(builds);
    await user.type(builds, '3');
    expect(builds.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/^Planned builds must be/)).toBeNull();
  });

  test('with no column ticked there is nothing to refresh: Refresh BOM is disabled', async () => {
    const { user } = await bomPane(['OCM188R71H104KA01D']);
    const columns = within(screen.getByRole('group', { name: 'Columns to add' }));
    for (const box of columns.getAllByRole('checkbox')) {
      if ((box as HTMLInputElement).checked) await user.click(box);
    }
    expect(screen.getByRole('button', { name: 'Refresh BOM' })).toHaveProperty('disabled', true);
    await user.click(columns.getByRole('checkbox', { name: 'Status' }));
    expect(screen.getByRole('button', { name: 'Refresh BOM' })).toHaveProperty('disabled', false);
  });

  test('part numbers not found: the first five, then Show 7 more, then every one and no button', async () => {
    const unknown = Array.from({ length: 12 }, (_, index) => `ZZZ-UNKNOWN-${String(index).padStart(2, '0')}`);
    const { user } = await bomPane(unknown);
    await user.click(screen.getByRole('button', { name: 'Refresh BOM' }));
    const heading = 'Part numbers not found (12)';
    await screen.findByText(heading);
    expect(listUnder(heading)).toHaveLength(5);
    const group = screen.getByRole('group', { name: heading });
    await user.click(within(group).getByRole('button', { name: 'Show 7 more' }));
    expect(listUnder(heading).map((line) => line.slice(0, 14))).toEqual(unknown.map((partno) => partno.slice(0, 14)));
    expect(within(group).queryByRole('button', { name: /^Show/ })).toBeNull();
  });

  test('a text of the BOM is shown as text in the result, never as markup', async () => {
    const markup = '<b onmouseover="x()">OCM</b>';
    const { user, container } = await bomPane([markup]);
    await user.click(screen.getByRole('button', { name: 'Refresh BOM' }));
    await waitFor(() => expect(screen.getAllByText(markup, { exact: false }).length).toBeGreaterThan(0));
    expect(container.querySelector('b')).toBeNull();
  });
});

test('the BOM view alone starts with the default columns ticked and no planned builds', async () => {
  await renderPane(<BomView {...IN_SIGHT} />);
  const columns = within(screen.getByRole('group', { name: 'Columns to add' }));
  const ticked = columns
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('.fui-Checkbox')?.textContent);
  expect(ticked).toEqual([
    'Status',
    'LastBuyDate',
    'ProductionEndDate',
    'AlternativePartno',
    'Changed',
    'DaysToLastBuy',
    'BestAlternative',
    'AlternativeVerdict',
  ]);
  expect((screen.getByRole('spinbutton', { name: 'Planned builds' }) as HTMLInputElement).value).toBe('');
});

describe('Fill part numbers, in the BOM view', () => {
  test('its outcome shows at the top of its own part, not at the top of the BOM view', async () => {
    const rows: CellValue[][] = [['Value'], ['100nF 0402 X7R 16V'], ['100nF 0402 X7R 25V']];
    const workbook = workbookWith(rows, { sheet: 'BOM', row: 0, column: 0, rowCount: 3, columnCount: 1 });
    const { user } = await renderPane(undefined, { products: CATALOG, workbook });
    await user.click(screen.getByRole('tab', { name: 'BOM' }));
    const fill = await screen.findByRole('region', { name: 'Fill part numbers' });
    await user.click(within(fill).getByRole('button', { name: 'Fill part numbers' }));
    // The catalogue's parts state no capacitance: no part meets a line, and Fill says so where it was started.
    await waitFor(() =>
      expect(within(fill).getAllByRole('status')[0].textContent).toBe('Not found No part fits 2 lines.'),
    );
    expect(jobMessage('BOM').text).toBe('');
  });
});
