import {
  type Language,
  type Product,
  type SearchItem,
  englishListedValue,
  fieldNamed,
  fieldValue,
  searchItemNamed,
  splitApplication,
} from '../../catalog';
import { UnsafeValueError } from '../UnsafeValueError';

/**
 * The value of a search item in one product, as the service compares it:
 * - a text item: its values, lower-cased (the service matches text without regard to case), several for a
 *   list field and for Application (one comma-separated string, searched value by value: spec 4.3 rule 4);
 *   listed values in English, the form the service's data holds, whatever language the product arrived in;
 * - a number item: the number, in the item's SI unit;
 * - a yes/no item: the boolean;
 * - undefined when the product has no value for the item.
 */
export type SearchValue = readonly string[] | number | boolean | undefined;

/**
 * The search item's value in `product` (Category is the product's category ID; Rdc and Srf read RdcMax and
 * SrfMin: searchItems.ts). `lang` is the language the product was received in: its listed values are read
 * back to English so that ja and zh answers compare as the service compares its own data.
 */
export function searchValue(product: Product, searchItem: SearchItem, lang: Language = 'en'): SearchValue {
  const raw = rawValue(product, searchItem);
  switch (searchItem.type) {
    case 'double':
      return typeof raw === 'number' && !Number.isNaN(raw) ? raw : undefined;
    case 'boolean':
      return typeof raw === 'boolean' ? raw : undefined;
    case 'string':
      return textValues(raw, searchItem, lang);
  }
}

function rawValue(product: Product, searchItem: SearchItem): unknown {
  if (searchItem.name === 'Category') return product.category;
  const definition = fieldNamed(searchItem.field);
  if (!definition) throw new Error(`Search item ${searchItem.name} maps to unknown field ${searchItem.field}`);
  return fieldValue(product, definition);
}

function textValues(raw: unknown, searchItem: SearchItem, lang: Language): readonly string[] | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined;
  const values = Array.isArray(raw)
    ? raw.map(String)
    : searchItem.name === 'Application'
      ? splitApplication(String(raw))
      : [String(raw)];
  if (values.length === 0) return undefined;
  const { listed } = searchItem;
  // English data needs no reading back: listed values match their English form without regard to case.
  const english =
    listed && lang !== 'en' ? values.map((value) => englishListedValue(listed, value, lang) ?? value) : values;
  return english.map((value) => value.toLowerCase());
}

/** The search item of that name, or an UnsafeValueError: a Filter or SortOrder built by hand may name anything. */
export function knownSearchItem(name: string): SearchItem {
  const searchItem = searchItemNamed(name);
  if (!searchItem) {
    throw new UnsafeValueError(`"${name}" is not a search item`, name, undefined, { reason: 'notSearchItem' });
  }
  return searchItem;
}
