import { sheetText } from '../../../../core';
import type { RangeAddress } from '../../../../office/workbook';
import type { JobContext } from '../../../jobs/types';
import { fillHeaderText, type FillTexts } from '../wording/fillTexts';
import type { FillColumnPlace, FillLayout, FillLine } from '../logic/fillLayout';

/** The layout without its Partno column: for the lines whose part number stays as it is. */
export function withoutPartno(layout: FillLayout): FillLayout {
  return { ...layout, columns: layout.columns.filter((place) => place.column !== 'partno') };
}

/** The BOM rows of the appended columns: they must be empty, or the user agrees to replace them. */
export function appendedBlock(layout: FillLayout): RangeAddress | undefined {
  const appended = layout.columns.filter((place) => !place.existing).map((place) => place.index);
  if (appended.length === 0) return undefined;
  const first = Math.min(...appended);
  return {
    sheet: layout.sheet,
    row: layout.firstDataRow,
    column: first,
    rowCount: layout.dataRowCount,
    columnCount: Math.max(...appended) - first + 1,
  };
}

/** Columns side by side, as one write each. */
function adjacentRuns(places: readonly FillColumnPlace[]): FillColumnPlace[][] {
  const runs: FillColumnPlace[][] = [];
  for (const place of [...places].sort((a, b) => a.index - b.index)) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1].index + 1 === place.index) run.push(place);
    else runs.push([place]);
  }
  return runs;
}

const TEXT_INDEX = { partno: 0, match: 1, why: 2 } as const;

/** The header cells of the appended columns, in the display language. */
export async function writeHeaders(context: JobContext, layout: FillLayout): Promise<void> {
  const appended = layout.columns.filter((place) => !place.existing);
  for (const run of adjacentRuns(appended)) {
    await context.workbook.writeValues({ sheet: layout.sheet, row: layout.headerRow, column: run[0].index }, [
      run.map((place) => sheetText(fillHeaderText(place.column))),
    ]);
  }
}

/**
 * Writes the lines' texts into their rows: rows next to each other as one block per run of adjacent columns,
 * so that no cell of a line that is not being filled (one holding a part number) is ever written.
 */
export async function writeLines(
  context: Pick<JobContext, 'workbook'>,
  layout: FillLayout,
  results: readonly { readonly line: FillLine; readonly texts: FillTexts }[],
): Promise<void> {
  const sorted = [...results].sort((a, b) => a.line.row - b.line.row);
  const blocks: (typeof sorted)[] = [];
  for (const result of sorted) {
    const block = blocks[blocks.length - 1];
    if (block && block[block.length - 1].line.row + 1 === result.line.row) block.push(result);
    else blocks.push([result]);
  }
  for (const block of blocks) {
    for (const run of adjacentRuns(layout.columns)) {
      await context.workbook.writeValues(
        { sheet: layout.sheet, row: block[0].line.row, column: run[0].index },
        block.map(({ texts }) => run.map((place) => sheetText(texts[TEXT_INDEX[place.column]]))),
      );
    }
  }
}
