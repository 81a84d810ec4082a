/**
 * Clipboard text as a block of cells: rows by line break, columns by tab, as Excel and every spreadsheet
 * copy them. A cell Excel put in double quotes (it does so when the cell holds a line break or a quote)
 * keeps its line breaks, and "" inside it is one ". The line break that ends the copied block adds no row.
 */
export function parsePastedText(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  let cellStart = true;
  while (index < text.length) {
    const character = text[index];
    if (cellStart && character === '"') {
      const end = closingQuote(text, index + 1);
      if (end !== undefined) {
        cell = text.slice(index + 1, end).replace(/""/g, '"');
        index = end + 1;
        cellStart = false;
        continue;
      }
    }
    cellStart = false;
    if (character === '\t') {
      row.push(cell);
      cell = '';
      cellStart = true;
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      cellStart = true;
    } else {
      cell += character;
    }
    index += 1;
  }
  if (!cellStart || row.length > 0 || cell !== '') {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Where a quoted cell starting after `from` ends, when it is followed by a tab, a line break or the end. */
function closingQuote(text: string, from: number): number | undefined {
  for (let index = from; index < text.length; index += 1) {
    if (text[index] !== '"') continue;
    if (text[index + 1] === '"') {
      index += 1;
      continue;
    }
    const next = text[index + 1];
    return next === undefined || next === '\t' || next === '\n' || next === '\r' ? index : undefined;
  }
  return undefined;
}

/**
 * A cell's text as Excel puts it on the clipboard: in double quotes, with its quotes doubled, when it holds
 * a tab, a line break or a quote, so that pasting it (here or in Excel) gives back one cell.
 */
export function copiedText(text: string): string {
  return /[\t\r\n"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
