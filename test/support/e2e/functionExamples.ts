import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A cell by its A1 name, zero-based, and the text typed into it or shown in it. */
export interface ExampleCell {
  readonly a1: string;
  readonly row: number;
  readonly column: number;
  readonly text: string;
}

/** One row of docs/functions.md's "Trying them without Excel": what to type, and the answer the doc gives. */
export interface FunctionExample {
  readonly name: string;
  readonly cells: readonly ExampleCell[];
  readonly formula: ExampleCell;
  readonly answer: readonly ExampleCell[];
}

const DOC = join(__dirname, '..', '..', '..', 'docs', 'functions.md');
const HEADING = '## Trying them without Excel';

/** `B2 = text`, the text as it stands (a `\|` in the table is a `|`, a formula in backticks its code). */
function cellOf(entry: string): ExampleCell {
  const found = /^([A-Z]+)(\d+) = (.*)$/.exec(entry.trim());
  if (!found) throw new Error(`docs/functions.md: "${entry}" is not "A1 = text"`);
  const [, letters, digits, text] = found;
  const column = [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
  return { a1: `${letters}${digits}`, row: Number(digits) - 1, column, text: text.replace(/^`(.*)`$/, '$1') };
}

function cellsOf(column: string): ExampleCell[] {
  return column.trim() === '' ? [] : column.split(' · ').map(cellOf);
}

/**
 * The examples as docs/functions.md lists them under "Trying them without Excel": the one list the doc shows
 * and the browser test types into the grid.
 */
export function functionExamples(): FunctionExample[] {
  const text = readFileSync(DOC, 'utf8');
  const start = text.indexOf(HEADING);
  if (start < 0) throw new Error(`docs/functions.md has no "${HEADING}"`);
  const lines = text.slice(start).split('\n');
  const from = lines.findIndex((line) => line.startsWith('| function'));
  const end = lines.findIndex((line, index) => index > from && !line.startsWith('|'));
  const rows = lines.slice(from, end);
  return rows.slice(2).map((line) => {
    // Columns split at | not escaped as \|.
    const columns = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((column) => column.replace(/\\\|/g, '|').trim());
    const [name, cells, formula, answer] = columns;
    return { name, cells: cellsOf(cells), formula: cellOf(formula), answer: cellsOf(answer) };
  });
}

/** The examples' answers written as the doc writes them: `B2 = 1E-07 · C2 = 10`. */
export function answerText(cells: readonly Pick<ExampleCell, 'a1' | 'text'>[]): string {
  return cells.map((cell) => `${cell.a1} = ${cell.text}`).join(' · ');
}

/** Whether a cell's text is the doc's answer, where `…` in the answer stands for any text. */
export function answers(documented: string, shown: string): boolean {
  const pattern = documented
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`, 's').test(shown);
}
