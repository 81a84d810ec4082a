import { mergeClasses, useId } from '@fluentui/react-components';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { GridRow } from './GridRow';
import { columnLetters, EXCEL_COLUMNS, EXCEL_ROWS, type RangeAddress } from '../../office/workbook';
import { CardDialog } from './CardDialog';
import { CellEditor, type EditEnd } from './CellEditor';
import { FormulaBar } from './FormulaBar';
import { isCellCard } from './formulas/calculatedValue';
import { type GridCell, moved, spanning } from './gridSelection';
import { useGridStyles } from './gridStyles';
import { PagingBar } from './PagingBar';
import { copiedText, parsePastedText } from './parsePastedText';
import { editText, type PreviewWorkbook } from './previewWorkbook';

/** Rows drawn at once: a category of 40,000 products is paged, never drawn whole. */
export const PAGE_ROWS = 100;
// Empty rows and columns past the data, so there is room to type or paste next to it.
const SPARE_ROWS = 10;
const SPARE_COLUMNS = 2;
const MIN_ROWS = 30;
const MIN_COLUMNS = 8;

interface Editing {
  readonly row: number;
  readonly column: number;
  readonly text: string;
}

function sameRange(a: RangeAddress, b: RangeAddress): boolean {
  return (
    a.sheet === b.sheet &&
    a.row === b.row &&
    a.column === b.column &&
    a.rowCount === b.rowCount &&
    a.columnCount === b.columnCount
  );
}

/**
 * The active sheet of the in-memory workbook as a spreadsheet: click or arrow keys to select (with Shift to
 * extend), type, F2 or double-click to edit, Enter to keep and move down, Escape to cancel, Delete to
 * clear, and paste a block copied from any spreadsheet. The selection is the workbook's, so the pane's
 * jobs (BOM refresh, insert at the selected cell) see what the user selected here.
 */
export function SheetGrid({ workbook, sheet }: { readonly workbook: PreviewWorkbook; readonly sheet: string }) {
  const styles = useGridStyles();
  const { t } = useTranslation();
  const id = useId('sheet');
  const table = useRef<HTMLTableElement>(null);
  const dragging = useRef(false);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Editing | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [corners, setCorners] = useState<{ anchor: GridCell; corner: GridCell } | undefined>();
  const [cardShown, setCardShown] = useState<GridCell | undefined>();

  const size = workbook.sheetSize(sheet);
  const rowLimit = Math.min(EXCEL_ROWS, Math.max(size.rowCount + SPARE_ROWS, MIN_ROWS));
  const columnLimit = Math.min(EXCEL_COLUMNS, Math.max(size.columnCount + SPARE_COLUMNS, MIN_COLUMNS));
  const limits = { row: rowLimit, column: columnLimit };
  const stored = workbook.selection();
  const selection: RangeAddress =
    stored.sheet === sheet ? stored : { sheet, row: 0, column: 0, rowCount: 1, columnCount: 1 };
  // The anchor (the active cell, where typing goes) and the corner Shift moves; when the selection was set
  // from elsewhere (a job showing what it wrote), its top-left cell is active, as in Excel.
  const { anchor, corner } =
    corners && sameRange(spanning(sheet, corners.anchor, corners.corner), selection)
      ? corners
      : {
          anchor: { row: selection.row, column: selection.column },
          corner: {
            row: selection.row + selection.rowCount - 1,
            column: selection.column + selection.columnCount - 1,
          },
        };

  // Show the page holding a selection made elsewhere: after a job wrote rows 40,001 to 42,002, say.
  useEffect(() => {
    setPage(Math.floor(selection.row / PAGE_ROWS));
    setEditing(undefined);
  }, [sheet, selection.row]);

  const first = page * PAGE_ROWS;
  const end = Math.min(rowLimit, first + PAGE_ROWS);
  const cellId = useCallback((row: number, column: number): string => `${id}-${row}-${column}`, [id]);

  const select = (nextAnchor: GridCell, nextCorner: GridCell = nextAnchor): void => {
    setCorners({ anchor: nextAnchor, corner: nextCorner });
    setPage(Math.floor(nextCorner.row / PAGE_ROWS));
    workbook.setSelection(spanning(sheet, nextAnchor, nextCorner));
  };

  // The moved-to cell exists only once its page is drawn: bring it into view after rendering.
  useEffect(() => {
    document.getElementById(cellId(corner.row, corner.column))?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [cellId, corner.row, corner.column, page]);

  useEffect(() => {
    const stop = (): void => {
      dragging.current = false;
    };
    window.addEventListener('mouseup', stop);
    return () => window.removeEventListener('mouseup', stop);
  }, []);

  const writeBlock = (at: GridCell, block: readonly (readonly string[])[]): void => {
    block.forEach((cells, rowOffset) =>
      cells.forEach((text, columnOffset) =>
        workbook.setCellText(sheet, at.row + rowOffset, at.column + columnOffset, text),
      ),
    );
  };

  const finishEdit = (text: string, then: EditEnd): void => {
    if (!editing) return;
    workbook.setCellText(sheet, editing.row, editing.column, text);
    setEditing(undefined);
    const steps: Record<EditEnd, [number, number]> = { down: [1, 0], right: [0, 1], left: [0, -1], stay: [0, 0] };
    const [rows, columns] = steps[then];
    if (then !== 'stay') select(moved({ row: editing.row, column: editing.column }, rows, columns, limits));
    table.current?.focus({ preventScroll: true });
  };

  const clearSelection = (): void => {
    const range = spanning(sheet, anchor, corner);
    const lastRow = Math.min(range.row + range.rowCount, size.rowCount);
    const lastColumn = Math.min(range.column + range.columnCount, size.columnCount);
    for (let row = range.row; row < lastRow; row += 1) {
      for (let column = range.column; column < lastColumn; column += 1) {
        if (workbook.cell(sheet, row, column)) workbook.setCellText(sheet, row, column, '');
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>): void => {
    const arrows: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      PageUp: [-PAGE_ROWS, 0],
      PageDown: [PAGE_ROWS, 0],
    };
    const step = arrows[event.key];
    if (step) {
      event.preventDefault();
      if (event.shiftKey) select(anchor, moved(corner, step[0], step[1], limits));
      else select(moved(anchor, step[0], step[1], limits));
    } else if (event.key === 'Home' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      select({ row: 0, column: 0 });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      select(moved(anchor, event.shiftKey ? -1 : 1, 0, limits));
    } else if (event.key === 'F2') {
      event.preventDefault();
      setEditing({ ...anchor, text: editText(workbook.cell(sheet, anchor.row, anchor.column)) });
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      clearSelection();
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing replaces the active cell's content, as in Excel.
      event.preventDefault();
      setEditing({ ...anchor, text: event.key });
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTableElement>): void => {
    const block = parsePastedText(event.clipboardData.getData('text/plain'));
    if (block.length === 0) return;
    event.preventDefault();
    const width = Math.max(...block.map((cells) => cells.length));
    // As Excel does: a block that would run past the sheet's last row or column is refused whole, rather
    // than written in part.
    if (anchor.row + block.length > EXCEL_ROWS || anchor.column + width > EXCEL_COLUMNS) {
      setNotice(
        t('preview.grid.pasteTooLarge', {
          rowCount: block.length,
          columnCount: width,
          cell: `${columnLetters(anchor.column)}${anchor.row + 1}`,
        }),
      );
      return;
    }
    setNotice(undefined);
    writeBlock(anchor, block);
    select(anchor, { row: anchor.row + block.length - 1, column: anchor.column + width - 1 });
  };

  const onCopy = (event: ClipboardEvent<HTMLTableElement>): void => {
    const range = spanning(sheet, anchor, corner);
    const rows: string[] = [];
    const lastRow = Math.min(range.row + range.rowCount, size.rowCount);
    for (let row = range.row; row < lastRow; row += 1) {
      const cells: string[] = [];
      for (let column = range.column; column < range.column + range.columnCount; column += 1) {
        cells.push(copiedText(workbook.displayText(sheet, row, column)));
      }
      rows.push(cells.join('\t'));
    }
    event.preventDefault();
    event.clipboardData.setData('text/plain', rows.join('\n') + '\n');
  };

  /** The cell or header under the pointer, from the data attributes GridRow and the header row set. */
  const target = (event: MouseEvent): { row?: number; column?: number } | undefined => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-row], [data-column]');
    if (!element) return undefined;
    const { row, column } = element.dataset;
    return {
      ...(row !== undefined ? { row: Number(row) } : {}),
      ...(column !== undefined ? { column: Number(column) } : {}),
    };
  };

  const onMouseDown = (event: MouseEvent): void => {
    const hit = target(event);
    if (!hit || event.button !== 0) return;
    // Keeps the focus on the grid (and commits an edit in progress through its blur).
    event.preventDefault();
    table.current?.focus({ preventScroll: true });
    if (hit.row !== undefined && hit.column !== undefined) {
      // A card's icon opens its properties, as a click on it does in Excel.
      if ((event.target as Element).closest('[data-card]')) {
        select({ row: hit.row, column: hit.column });
        setCardShown({ row: hit.row, column: hit.column });
        return;
      }
      dragging.current = true;
      if (event.shiftKey) select(anchor, { row: hit.row, column: hit.column });
      else select({ row: hit.row, column: hit.column });
    } else if (hit.column !== undefined) {
      // A column header: the whole column, as far as the sheet holds data.
      select({ row: 0, column: hit.column }, { row: Math.max(size.rowCount, 1) - 1, column: hit.column });
    } else if (hit.row !== undefined) {
      select({ row: hit.row, column: 0 }, { row: hit.row, column: Math.max(size.columnCount, 1) - 1 });
    }
  };

  const onMouseOver = (event: MouseEvent): void => {
    const hit = dragging.current ? target(event) : undefined;
    if (
      hit?.row !== undefined &&
      hit.column !== undefined &&
      (hit.row !== corner.row || hit.column !== corner.column)
    ) {
      select(anchor, { row: hit.row, column: hit.column });
    }
  };

  const onDoubleClick = (event: MouseEvent): void => {
    const hit = target(event);
    if (hit?.row === undefined || hit.column === undefined) return;
    setEditing({ row: hit.row, column: hit.column, text: editText(workbook.cell(sheet, hit.row, hit.column)) });
  };

  const columns = Array.from({ length: columnLimit }, (_, column) => column);
  const rows = Array.from({ length: end - first }, (_, offset) => first + offset);
  const range = spanning(sheet, anchor, corner);
  const lastSelectedRow = range.row + range.rowCount - 1;
  const editor = editing && (
    <CellEditor
      className={styles.editor}
      label={t('preview.grid.editCell', { cell: `${columnLetters(editing.column)}${editing.row + 1}` })}
      initialText={editing.text}
      onCommit={finishEdit}
      onCancel={() => {
        setEditing(undefined);
        table.current?.focus({ preventScroll: true });
      }}
    />
  );

  const shownCard = cardShown && workbook.cell(sheet, cardShown.row, cardShown.column)?.calculated;
  return (
    <div>
      <FormulaBar
        workbook={workbook}
        sheet={sheet}
        row={anchor.row}
        column={anchor.column}
        onShowCard={() => setCardShown(anchor)}
      />
      <CardDialog
        card={isCellCard(shownCard) ? shownCard.card : undefined}
        onClose={() => {
          setCardShown(undefined);
          table.current?.focus({ preventScroll: true });
        }}
      />
      <div className={styles.scroller}>
        <table
          ref={table}
          className={styles.table}
          role="grid"
          aria-label={t('preview.grid.label')}
          aria-multiselectable="true"
          aria-rowcount={rowLimit + 1}
          aria-colcount={columnLimit + 1}
          aria-activedescendant={editing ? undefined : cellId(anchor.row, anchor.column)}
          tabIndex={0}
          onKeyDown={editing ? undefined : onKeyDown}
          onPaste={onPaste}
          onCopy={onCopy}
          onMouseDown={onMouseDown}
          onMouseOver={onMouseOver}
          onDoubleClick={onDoubleClick}
        >
          <thead>
            <tr role="row" aria-rowindex={1}>
              <th
                className={mergeClasses(styles.header, styles.corner)}
                role="columnheader"
                aria-colindex={1}
                aria-label={t('preview.grid.rowNumbers')}
              />
              {columns.map((column) => (
                <th
                  key={column}
                  role="columnheader"
                  aria-colindex={column + 2}
                  data-column={column}
                  className={mergeClasses(
                    styles.header,
                    column >= range.column && column < range.column + range.columnCount && styles.headerSelected,
                  )}
                >
                  {columnLetters(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const inSelection = row >= range.row && row <= lastSelectedRow;
              return (
                <GridRow
                  key={row}
                  workbook={workbook}
                  sheet={sheet}
                  row={row}
                  columnCount={columnLimit}
                  version={workbook.rowVersion(sheet, row)}
                  cellId={cellId}
                  selectedFrom={inSelection ? range.column : -1}
                  selectedTo={inSelection ? range.column + range.columnCount - 1 : -1}
                  selectionTop={row === range.row}
                  selectionBottom={row === lastSelectedRow}
                  activeColumn={row === anchor.row ? anchor.column : -1}
                  editingColumn={editing?.row === row ? editing.column : -1}
                  editor={editing?.row === row ? editor : undefined}
                />
              );
            })}
          </tbody>
        </table>
      </div>
      <PagingBar
        first={first}
        end={end}
        usedRows={size.rowCount}
        hasPrevious={page > 0}
        hasNext={end < rowLimit}
        onPage={(stepPages) => setPage((current) => current + stepPages)}
      />
      <div role="status" aria-live="polite" className={styles.notice}>
        {notice}
      </div>
    </div>
  );
}
