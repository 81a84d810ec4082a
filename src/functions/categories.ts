/// <reference types="custom-functions-runtime" />
import {
  BOTTOM_CATEGORIES,
  type BottomCategory,
  bottomCategoriesOf,
  CATEGORY_IDS,
  fieldNames,
  isBottomCategory,
  isCategoryId,
} from '../core';
import { currentClient } from '../office/runtime';
import { cellText, given } from './cells';
import { CellRefusal } from './excelErrors';
import { inValuePreview, PREVIEW_PLACEHOLDER } from './invocation';
import { requestLanguage } from './requestLanguage';

/** PART.FIELDS's cells: the field names of a category (of every category when none is given), one per row. */
export function fieldNameCells(category: unknown): string[][] {
  if (!given(category)) return fieldNames().map((name) => [name]);
  const id = cellText(category);
  if (!isCategoryId(id))
    throw new CellRefusal('#VALUE!', (words) => words.unknownCategory(id, CATEGORY_IDS.join(', ')));
  const names = new Set(bottomCategoriesOf(id).flatMap((bottom: BottomCategory) => fieldNames(bottom)));
  return fieldNames()
    .filter((name) => names.has(name))
    .map((name) => [name]);
}

/** PART.DOWNLOADURL's cell: the address from which a bottom category's products can be downloaded. */
export async function downloadUrlText(
  category: unknown,
  lang: unknown,
  invocation?: CustomFunctions.Invocation,
): Promise<string> {
  if (inValuePreview(invocation)) return PREVIEW_PLACEHOLDER;
  const id = cellText(category);
  if (!isBottomCategory(id))
    throw new CellRefusal('#VALUE!', (words) => words.notBottomCategory(id, BOTTOM_CATEGORIES.join(', ')));
  const { client, settings } = await currentClient();
  return client.downloadUrl(id, { lang: requestLanguage(lang, settings.lang) });
}
