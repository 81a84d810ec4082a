import type { RangeAddress, SheetChart } from '../../office/workbook';
import type { PreviewWorkbook } from './previewWorkbook';

/** One series of a column chart: its name (the data's first row) and a value per category. */
export interface ChartSeries {
  readonly name: string;
  readonly values: readonly number[];
}

/** What a chart of the in-memory workbook shows, read from its data's cells as they are now. */
export interface ChartPicture {
  readonly title: string;
  /** The data's first column under its first row, as the cells show it. */
  readonly categories: readonly string[];
  /** The data's other columns, one series each. */
  readonly series: readonly ChartSeries[];
  /** The cells the chart sits over in Excel. */
  readonly at: RangeAddress;
}

/**
 * A chart as Excel draws a column chart of its data (Workbook.addChart): the first column the categories,
 * the first row the series' names, every other cell a value. A cell that holds no number counts as 0, as
 * Excel plots text and empty cells in a column chart.
 */
export function chartPicture(workbook: Pick<PreviewWorkbook, 'cell' | 'displayText'>, chart: SheetChart): ChartPicture {
  const { sheet, row, column, rowCount, columnCount } = chart.data;
  const rows = Array.from({ length: Math.max(0, rowCount - 1) }, (_, index) => row + 1 + index);
  const categories = rows.map((at) => workbook.displayText(sheet, at, column));
  const series = Array.from({ length: Math.max(0, columnCount - 1) }, (_, index) => column + 1 + index).map(
    (seriesColumn) => ({
      name: workbook.displayText(sheet, row, seriesColumn),
      values: rows.map((at) => {
        const value = workbook.cell(sheet, at, seriesColumn)?.value;
        return typeof value === 'number' && Number.isFinite(value) ? value : 0;
      }),
    }),
  );
  return { title: chart.title, categories, series, at: chart.at };
}

/** The top of a chart's value axis: its largest value rounded up to a whole number, and 1 at the least. */
export function axisTop(picture: ChartPicture): number {
  const largest = Math.max(0, ...picture.series.flatMap((series) => series.values));
  return Math.max(1, Math.ceil(largest));
}
