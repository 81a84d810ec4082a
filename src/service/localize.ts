import {
  APPLICATION_SEPARATOR,
  type FieldDefinition,
  type Language,
  type ListedItemName,
  SEARCH_ITEMS,
  fieldNamed,
  localizedListedValue,
  splitApplication,
} from '../core/catalog';

/** Record fields whose values are listed values (4.4), and the list they come from. */
const LISTED_FIELDS: ReadonlyArray<{ definition: FieldDefinition; listed: ListedItemName }> = SEARCH_ITEMS.flatMap(
  (searchItem) => {
    const definition = fieldNamed(searchItem.field);
    return searchItem.listed && definition ? [{ definition, listed: searchItem.listed }] : [];
  },
);

type JsonObject = Record<string, unknown>;

function localizeValue(value: unknown, listed: ListedItemName, lang: Language): unknown {
  if (typeof value === 'string') {
    return listed === 'Application'
      ? splitApplication(value)
          .map((part) => localizedListedValue(listed, part, lang))
          .join(APPLICATION_SEPARATOR)
      : localizedListedValue(listed, value, lang);
  }
  return Array.isArray(value) ? value.map((element) => localizeValue(element, listed, lang)) : value;
}

/**
 * A record in the request's language. The dataset holds English; listed values are returned in the
 * language asked for (spec 4.4), English where the spec gives no usable localized form.
 */
export function localizeRecord<T extends object>(record: T, lang: Language): T {
  if (lang === 'en') {
    return record;
  }
  const copy: JsonObject = { ...(record as JsonObject) };
  for (const { definition, listed } of LISTED_FIELDS) {
    if (definition.place === 'product') {
      if (definition.name in copy) {
        copy[definition.name] = localizeValue(copy[definition.name], listed, lang);
      }
    } else {
      const nested = copy[definition.place] as JsonObject | undefined;
      if (nested && definition.name in nested) {
        copy[definition.place] = { ...nested, [definition.name]: localizeValue(nested[definition.name], listed, lang) };
      }
    }
  }
  return copy as T;
}
