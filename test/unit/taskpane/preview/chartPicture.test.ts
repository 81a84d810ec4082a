import { MemoryWorkbook, type RangeAddress } from '../../../../src/office/workbook';
import { axisTop, chartPicture } from '../../../../src/taskpane/preview/chartPicture';

const range = (row: number, column: number, rowCount: number, columnCount: number): RangeAddress => ({
  sheet: 'Summary',
  row,
  column,
  rowCount,
  columnCount,
});

async function summary(): Promise<MemoryWorkbook> {
  const book = new MemoryWorkbook({ sheets: ['Summary'] });
  await book.writeValues({ sheet: 'Summary', row: 0, column: 0 }, [
    ["'Status", "'Parts"],
    ["'In Production", 1_203],
    ['\'=HYPERLINK("x")', 2],
    ["'NRND", ''],
    ["'Discontinued", "'many"],
  ]);
  await book.addChart(range(0, 0, 5, 2), 'Parts by status', range(0, 3, 15, 7));
  return book;
}

describe('chartPicture', () => {
  test('a column chart of its data as the cells are now: categories down the first column, a series per column', async () => {
    const book = await summary();
    const [chart] = book.charts('Summary');
    const picture = chartPicture(book, chart);
    expect(picture).toEqual({
      title: 'Parts by status',
      // Text, as the cells show it: a formula's text behind a quote prefix is data, never run or read as markup.
      categories: ['In Production', '=HYPERLINK("x")', 'NRND', 'Discontinued'],
      // Empty and text cells plot as 0, as in Excel.
      series: [{ name: 'Parts', values: [1_203, 2, 0, 0] }],
      at: range(0, 3, 15, 7),
    });
    expect(axisTop(picture)).toBe(1_203);

    // The chart keeps only where its data is: a change of a cell is in the next picture.
    await book.writeValues({ sheet: 'Summary', row: 3, column: 1 }, [[7.5]]);
    const again = chartPicture(book, chart);
    expect(again.series[0].values).toEqual([1_203, 2, 7.5, 0]);
  });

  test('a chart of a header alone has no bars; its axis still goes to 1', () => {
    const book = new MemoryWorkbook({ sheets: ['Summary'] });
    const picture = chartPicture(book, { data: range(0, 0, 1, 2), title: 'Empty', at: range(0, 3, 15, 7) });
    expect(picture.categories).toEqual([]);
    expect(picture.series).toEqual([{ name: '', values: [] }]);
    expect(axisTop(picture)).toBe(1);
  });
});
