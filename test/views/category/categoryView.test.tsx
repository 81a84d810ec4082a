import { screen, waitFor, within } from '@testing-library/react';
import { smdCapacitor } from '../../support/sampleCapacitor';
import { jobEnded, jobMessage } from '../../support/views/jobMessage';
import { renderPane } from '../../support/views/renderPane';
import { productOf } from '../../support/productOf';
import type { FakeClient } from '../../unit/taskpane/support/fakeClient';

const PRODUCTS = [
  smdCapacitor('OCM0402A'),
  smdCapacitor('OCM0402B'),
  productOf('OIC2016A', { Status: 'In Production' }, 'inductors'),
];

/** The whole pane on PRODUCTS, its Category view shown. */
async function categoryPane() {
  const pane = await renderPane(undefined, { products: PRODUCTS });
  await pane.user.click(screen.getByRole('tab', { name: 'Category' }));
  await screen.findByRole('button', { name: 'Download category' });
  return { ...pane, client: pane.client as FakeClient };
}

describe('the Category view', () => {
  test('Download category writes every product of the category into a new sheet, and says Done there', async () => {
    const { user, workbook, client } = await categoryPane();
    await user.click(screen.getByRole('button', { name: 'Download category' }));
    const message = await jobEnded('Category');
    expect(message.intent).toBe('success');
    expect(client.downloads).toEqual(['ceramicCapacitorsSMD']);
    expect(await workbook.sheetNames()).toEqual(['Sheet1', 'Ceramic capacitors SMD']);
    expect(message.text).toMatch(/^Done Wrote 2 products to 'Ceramic capacitors SMD'!A2:/);
  });

  test('Choose columns with none chosen: Not sent, the words beside the picker, and nothing downloaded', async () => {
    const { user, client } = await categoryPane();
    await user.click(screen.getByRole('radio', { name: 'Choose columns' }));
    const picker = screen.getByRole('group', { name: 'Columns to insert' });
    await user.click(within(picker).getByRole('button', { name: 'None' }));
    await user.click(screen.getByRole('button', { name: 'Download category' }));
    expect(jobMessage('Category')).toEqual({
      text: 'Not sent One entry needs attention: the message is under it.',
      intent: 'error',
    });
    expect(screen.getByText('Choose at least one column to insert.')).toBeTruthy();
    expect(client.downloads).toEqual([]);
  });

  test('chosen columns are written in the order picked', async () => {
    const { user, workbook } = await categoryPane();
    await user.click(screen.getByRole('radio', { name: 'Choose columns' }));
    const picker = screen.getByRole('group', { name: 'Columns to insert' });
    await user.click(within(picker).getByRole('button', { name: 'None' }));
    const list = within(picker).getByRole('group', { name: 'Columns' });
    await user.click(within(list).getByRole('checkbox', { name: 'Status' }));
    await user.click(within(list).getByRole('checkbox', { name: 'Partno' }));
    expect(within(picker).getByText('In this order: Status, Partno')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download category' }));
    await jobEnded('Category');
    const [, sheet] = await workbook.sheetNames();
    await waitFor(async () =>
      expect((await workbook.readValues({ sheet, row: 1, column: 0, rowCount: 1, columnCount: 2 }))[0]).toEqual([
        'Status',
        'Partno',
      ]),
    );
  });
});
