import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface TwoColumnRow {
  readonly key: string;
  readonly first: ReactNode;
  readonly second: ReactNode;
}

export interface TwoColumnTableProps {
  /** The table's accessible name. */
  readonly label: string;
  readonly headers: readonly [ReactNode, ReactNode];
  readonly rows: readonly TwoColumnRow[];
  /** Each column's look (its width, alignment, wrapping), given to its header and to its cells alike. */
  readonly columnClassNames?: readonly [string | undefined, string | undefined];
  readonly className?: string;
}

/** A small table of two columns under a header row, as the pane shows a BOM's counts and a search's first products. */
export function TwoColumnTable({
  label,
  headers,
  rows,
  columnClassNames = [undefined, undefined],
  className,
}: TwoColumnTableProps) {
  const [firstColumn, secondColumn] = columnClassNames;
  return (
    <Table size="extra-small" className={className} aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={firstColumn}>{headers[0]}</TableHeaderCell>
          <TableHeaderCell className={secondColumn}>{headers[1]}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell className={firstColumn}>{row.first}</TableCell>
            <TableCell className={secondColumn}>{row.second}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
