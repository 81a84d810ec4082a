/// <reference types="custom-functions-runtime" />
import type { FieldDefinition } from '../core';
import { type CellInput, isRow } from './cells';
import { type CellLookup, lookUpCells } from './cellLookups';
import { excelError } from './excelErrors';
import { fieldsOf, type ResultCell, valueOf } from './fieldCells';
import { PREVIEW_PLACEHOLDER } from './invocation';

/**
 * PART.SPEC's (and PART.STATUS's) cells: a row per part number, a column per field, from one batched lookup.
 * Not an async function: one promise fewer for each of a recalculation's cells (an unknown field throws here).
 */
export function specCells(
  partno: CellInput,
  field: CellInput,
  lang: CellInput,
  invocation?: CustomFunctions.Invocation,
): Promise<ResultCell[][]> {
  const definitions = fieldsOf(field);
  return lookUpCells(partno, lang, invocation).then((lookup) => specRows(partno, definitions, lookup));
}

/** PART.SPEC's rows: a row per part number, a column per field. */
function specRows(partno: CellInput, definitions: readonly FieldDefinition[], lookup: CellLookup): ResultCell[][] {
  const { partnos, preview, words, found, failure, refused } = lookup;
  const rows = partnos.map((text, index): ResultCell[] => {
    // A cell holding a data type that is no part number: its words, in its own row.
    const refusal = refused.get(index);
    if (refusal) return definitions.map(() => refusal);
    if (text === '') return definitions.map(() => '');
    // While the formula is typed, what is not known yet waits for Enter: no request.
    if (preview && !found.has(text)) return definitions.map(() => PREVIEW_PLACEHOLDER);
    if (!found.has(text) && failure) return definitions.map(() => failure);
    const product = found.get(text);
    if (!product) return definitions.map(() => excelError('#N/A', words.partNotFound(text)));
    return definitions.map((definition) => valueOf(product, definition));
  });
  // A row of part numbers with one field answers in a row, as it was asked.
  return isRow(partno) && definitions.length === 1 ? [rows.map((row) => row[0])] : rows;
}
