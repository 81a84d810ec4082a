import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '../../../src/core';
import { MemoryWorkbook } from '../../../src/office/workbook';
import { smdCapacitor } from '../../support/sampleCapacitor';
import { jobEnded, jobMessage, viewPanel } from '../../support/views/jobMessage';
import { anyQuestionOpen, questionDialog } from '../../support/views/questionDialog';
import { renderPane } from '../../support/views/renderPane';
import type { FakeClient } from '../../unit/taskpane/support/fakeClient';

const PRODUCTS: readonly Product[] = [
  smdCapacitor('OCM0402A'),
  smdCapacitor('OCM0402B', { RatedVoltage: 16 }),
  smdCapacitor('OCM0603C', { SizecodeInch: '0603' }, 'Discontinued'),
];

/** The whole pane on PRODUCTS, its Search view's first condition a part number starting with `partno`. */
async function searchFor(partno: string, options: Parameters<typeof renderPane>[1] = {}) {
  const pane = await renderPane(undefined, { products: PRODUCTS, ...options });
  await pane.user.click(await screen.findByRole('button', { name: 'Add condition' }));
  const value = within(screen.getByRole('group', { name: 'Condition 1' })).getByRole('textbox', { name: 'Value' });
  await pane.user.type(value, partno);
  return { ...pane, value, service: (pane.client as FakeClient).service };
}

describe('the Search view’s jobs', () => {
  test('Preview shows the count and the first products, and Done at the top of the Search view', async () => {
    const { user } = await searchFor('OCM0402');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const message = await jobEnded('Search');
    expect(message).toEqual({ text: 'Done 2 matches. Insert into sheet writes every match.', intent: 'success' });
    const table = screen.getByRole('table', { name: 'First matching products' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].firstChild?.textContent)).toEqual([
      'OCM0402A',
      'OCM0402B',
    ]);
  });

  test('a Preview that matches nothing ends Not found, in amber, with no table', async () => {
    const { user } = await searchFor('XYZ');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await jobEnded('Search')).toEqual({
      text: 'Not found No product matches these conditions. Loosen a condition or remove one, and preview again.',
      intent: 'warning',
    });
    expect(screen.queryByRole('table', { name: 'First matching products' })).toBeNull();
  });

  test('Enter in a typed value runs Preview, as a search box does', async () => {
    const { user, service } = await searchFor('OCM0603');
    await user.keyboard('{Enter}');
    expect((await jobEnded('Search')).text).toBe('Done 1 match. Insert into sheet writes every match.');
    expect(service.calls).toHaveLength(1);
  });

  test('a capacitance of -5: Not sent, the words beside the value, which gets the focus, and nothing is asked', async () => {
    const pane = await renderPane(undefined, { products: PRODUCTS });
    const { user } = pane;
    await user.click(await screen.findByRole('button', { name: 'Add condition' }));
    const condition = screen.getByRole('group', { name: 'Condition 1' });
    await user.selectOptions(within(condition).getByRole('combobox', { name: 'Item' }), 'Capacitance');
    const value = within(condition).getByRole('textbox', { name: 'Value' });
    await user.type(value, '-5');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(jobMessage('Search')).toEqual({
      text: 'Not sent One entry needs attention: the message is under it.',
      intent: 'error',
    });
    expect(
      within(condition).getByText(
        'Capacitance: "-5" is negative, which a capacitance cannot be; enter 0 or more, like 100nF.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(value));
    expect((pane.client as FakeClient).service.calls).toHaveLength(0);
  });

  test('a part number from the service is shown as text, never as markup', async () => {
    const markup = '<img src=x onerror="window.hacked=1">OCM9';
    const { user, container } = await searchFor('<img', { products: [smdCapacitor(markup)] });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await jobEnded('Search');
    const table = screen.getByRole('table', { name: 'First matching products' });
    expect(within(table).getByText(markup)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  test('Insert into sheet writes every match into a new sheet; its outcome stays with Search, not under BOM', async () => {
    const { user, workbook } = await searchFor('OCM');
    await user.click(screen.getByRole('button', { name: 'Insert into sheet' }));
    const message = await jobEnded('Search');
    expect(message.intent).toBe('success');
    expect(message.text).toMatch(/^Done Wrote 3 products to Search!A2:/);
    expect(await workbook.sheetNames()).toEqual(['Sheet1', 'Search']);
    await user.click(screen.getByRole('tab', { name: 'BOM' }));
    await screen.findByRole('button', { name: 'Refresh BOM' });
    expect(jobMessage('BOM').text).toBe('');
    await user.click(screen.getByRole('tab', { name: 'Search' }));
    expect(jobMessage('Search').text).toBe(message.text);
  });
});

describe('the overwrite question', () => {
  /** A workbook whose A1 holds the user's own text, selected. */
  function occupied(): MemoryWorkbook {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    workbook.setCellText('Sheet1', 0, 0, 'mine');
    workbook.setSelection({ sheet: 'Sheet1', row: 0, column: 0, rowCount: 1, columnCount: 1 });
    return workbook;
  }

  async function insertAtSelection(workbook: MemoryWorkbook) {
    const pane = await searchFor('OCM', { workbook });
    await pane.user.click(screen.getByRole('radio', { name: 'At the selected cell' }));
    await pane.user.click(screen.getByRole('button', { name: 'Insert into sheet' }));
    const question = await questionDialog('Replace these cells?');
    return { ...pane, ...question };
  }

  test('Keep them: the cells stay as they were and nothing is written', async () => {
    const workbook = occupied();
    const { user, dialog, button } = await insertAtSelection(workbook);
    expect(dialog.textContent).toContain('Sheet1!A1:BM4 holds values. Replace them with the 3 products found?');
    await user.click(button('Keep them'));
    const message = await jobEnded('Search');
    expect(message.intent).toBe('info');
    expect(message.text).toMatch(/^Nothing written/);
    expect(anyQuestionOpen()).toBe(false);
    expect(workbook.cell('Sheet1', 0, 0)?.value).toBe('mine');
  });

  test('Replace: the products are written over the cells', async () => {
    const workbook = occupied();
    const { user, button } = await insertAtSelection(workbook);
    await user.click(button('Replace'));
    expect((await jobEnded('Search')).intent).toBe('success');
    expect(workbook.cell('Sheet1', 0, 0)?.value).toBe('Category');
  });
});

test('the Search panel is the one shown at first, and the others are hidden', async () => {
  await renderPane();
  expect(viewPanel('Search').hidden).toBe(false);
  expect(screen.getByRole('tab', { name: 'Search' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.queryByRole('tabpanel', { name: 'Settings' })).toBeNull();
});
