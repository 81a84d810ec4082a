import { type Condition, formatFilter, isIncompleteSearchError, type Product, readCondition, toTable } from '../core';
import { recordError } from '../office/errorLog';
import { jsonBytes } from '../office/workbook/payload';
import { currentClient } from '../office/runtime';
import { cellText, flatten, given, type CellInput } from './cells';
import { CellRefusal, cellWordsFor, toExcelError } from './excelErrors';
import { fieldsOf, type ResultCell } from './fieldCells';
import { maxRowsOf } from './maxRows';
import { requestLanguage } from './requestLanguage';
import { boundRows, MAX_RESULT_BYTES } from './resultBound';
import type { CellWords } from './words/CellWords';

/** Products one request brings (spec 8): PART.FINDPARTS's rows unless maxRows asks for more. */
export const ONE_REQUEST = 2000;

/**
 * PART.FINDPARTS's cells: a header row and a row per product, up to maxRows; a last row when more match, when
 * paging stopped part-way, or when the rows would pass MAX_RESULT_BYTES (the first of them that fit).
 */
export async function searchCells(
  filter: unknown,
  fields: CellInput,
  orderby: unknown,
  lang: unknown,
  maxRows: unknown,
  signal: AbortSignal | undefined,
): Promise<ResultCell[][]> {
  const { client, settings } = await currentClient();
  const requestLang = requestLanguage(lang, settings.lang);
  const limit = maxRowsOf(maxRows, ONE_REQUEST);
  const definitions = given(fields) ? fieldsOf(fields).map((definition) => definition.name) : undefined;
  const words = cellWordsFor(settings);
  const query = {
    filter: cellText(filter),
    orderby: given(orderby) ? cellText(orderby) : undefined,
    lang: requestLang,
  };
  let products: Product[];
  let note: string | undefined;
  if (limit <= ONE_REQUEST) {
    const result = await client.search({ ...query, signal });
    products = result.products.slice(0, limit);
    if (result.hasMoreHits || result.products.length > limit) note = moreNote(limit, words);
  } else {
    let every: Product[];
    try {
      // Paging can take many requests: Excel's cancelling of the call stops it, and frees the rate limiter.
      every = await client.searchAll({ ...query, signal });
    } catch (error) {
      if (!isIncompleteSearchError(error)) throw error;
      recordError(error, 'cell');
      // The pages that arrived are shown, and the last row says the list is not whole and why.
      every = error.products;
      note = words.incompleteSearch(every.length, toExcelError(error.cause, words).message ?? '').trim();
    }
    products = every.slice(0, limit);
    if (note === undefined && every.length > limit) note = moreNote(limit, words);
  }
  const table = toTable(products, { fields: definitions, textProtection: 'none' });
  const lastRow = (text: string): ResultCell[] => [text, ...table.header.slice(1).map(() => '')];
  // Past the bound its own last row says how many of those asked for are shown, in place of the others.
  const noteBytes = note === undefined ? 0 : jsonBytes(lastRow(note)) + 1;
  const bounded = boundRows<ResultCell>(
    [table.header],
    table.rows,
    (kept) => lastRow(words.resultCut('products', kept, products.length)),
    MAX_RESULT_BYTES - noteBytes,
  );
  if (bounded.cut || note === undefined) return bounded.rows;
  return [...bounded.rows, lastRow(note)];
}

/** The last row of a search that shows fewer products than match. */
function moreNote(limit: number, words: CellWords): string {
  return limit !== ONE_REQUEST ? words.moreThanMaxRows(limit) : words.moreThanOneRequest(ONE_REQUEST);
}

/**
 * PART.BUILDFILTER's cell: the filter that cells of items, operators and values side by side state, joined
 * with "and", checked and in the service's syntax (for PART.FINDPARTS).
 */
export async function filterText(items: CellInput, operators: CellInput, values: CellInput): Promise<string> {
  const [names, ops, literals] = [flatten(items), flatten(operators), flatten(values)].map((list) =>
    list.map(cellText),
  );
  if (names.length !== ops.length || names.length !== literals.length) {
    throw new CellRefusal('#VALUE!', (words) => words.conditionCounts(names.length, ops.length, literals.length));
  }
  const { settings } = await currentClient();
  // Each row is read as it stands in its cells, so a problem is told in terms of what the user typed.
  const conditions: Condition[] = [];
  names.forEach((item, index) => {
    if (item === '') return;
    const reading = readCondition({ item, operator: ops[index], value: literals[index], lang: settings.lang });
    if ('problem' in reading) {
      const { problem } = reading;
      throw new CellRefusal('#VALUE!', (words) => words.conditionProblem(problem, index + 1));
    }
    conditions.push(reading.condition);
  });
  return formatFilter({ conditions });
}
