import { mergeClasses } from '@fluentui/react-components';
import { DeveloperBoard16Regular } from '@fluentui/react-icons';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCellCard, isCellError } from './formulas/calculatedValue';
import { errorNote } from './formulas/problemText';
import { selectionShadow, useGridStyles } from './gridStyles';
import type { PreviewWorkbook } from './previewWorkbook';

export interface GridRowProps {
  readonly workbook: PreviewWorkbook;
  readonly sheet: string;
  readonly row: number;
  readonly columnCount: number;
  /** The row's version (PreviewWorkbook.rowVersion): a row draws again when its cells changed, or its selection did. */
  readonly version: number;
  readonly cellId: (row: number, column: number) => string;
  /** The selected columns in this row (inclusive), or -1 when the selection does not reach it. */
  readonly selectedFrom: number;
  readonly selectedTo: number;
  /** Whether this row is the selection's first or last, for its outline. */
  readonly selectionTop: boolean;
  readonly selectionBottom: boolean;
  /** The active cell's column when it is in this row, else -1. */
  readonly activeColumn: number;
  /** The cell editor, in `editingColumn`, while a cell of this row is edited. */
  readonly editingColumn: number;
  readonly editor: ReactNode;
}

/**
 * One row of the preview grid. Memoized: moving the selection redraws the two rows it leaves and enters,
 * not the page's 100 rows of up to a hundred cells each. Mouse events are handled by the grid, through the
 * data-row and data-column attributes.
 */
export const GridRow = memo(function GridRow(props: GridRowProps) {
  const { workbook, sheet, row, columnCount, cellId, selectedFrom, selectedTo, activeColumn, editingColumn } = props;
  const styles = useGridStyles();
  const { t } = useTranslation();
  const cells: ReactNode[] = [];
  for (let column = 0; column < columnCount; column += 1) {
    const cell = workbook.cell(sheet, row, column);
    const value = cell?.calculated ?? cell?.value;
    const highlight = workbook.highlightAt(sheet, row, column);
    const selected = selectedFrom >= 0 && column >= selectedFrom && column <= selectedTo;
    const active = column === activeColumn;
    const text = cell?.notCalculated ? t('preview.formulas.onlyPart') : workbook.displayText(sheet, row, column);
    const note = errorNote(cell?.calculated);
    const card = isCellCard(cell?.calculated);
    const edges = {
      top: props.selectionTop,
      bottom: props.selectionBottom,
      left: column === selectedFrom,
      right: column === selectedTo,
    };
    cells.push(
      <td
        key={column}
        id={cellId(row, column)}
        role="gridcell"
        aria-colindex={column + 2}
        aria-selected={selected}
        data-row={row}
        data-column={column}
        className={mergeClasses(
          styles.cell,
          typeof value === 'number' && styles.number,
          typeof value === 'boolean' && styles.boolean,
          (isCellError(value) || cell?.notCalculated) && styles.calculationNote,
          selected && !active && !highlight && styles.selected,
        )}
        style={{
          backgroundColor: highlight?.fill,
          color: highlight?.font,
          boxShadow: selected ? selectionShadow(edges, active) : undefined,
        }}
        title={note ?? (text.length > 30 ? text : undefined)}
      >
        {column === editingColumn ? (
          props.editor
        ) : card ? (
          // The card's icon opens its properties (the grid hears the click, by data-card), as in Excel.
          <span className={styles.card}>
            <DeveloperBoard16Regular data-card="" className={styles.cardIcon} aria-hidden />
            {text}
          </span>
        ) : (
          text
        )}
      </td>,
    );
  }
  return (
    <tr role="row" aria-rowindex={row + 2}>
      <th
        role="rowheader"
        aria-colindex={1}
        data-row={row}
        className={mergeClasses(styles.rowHeader, selectedFrom >= 0 && styles.headerSelected)}
      >
        {row + 1}
      </th>
      {cells}
    </tr>
  );
});
