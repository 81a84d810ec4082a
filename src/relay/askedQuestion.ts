import { createHash } from 'node:crypto';
import { type Filter, type Language, parseFilter, parseOrderBy, resolveLanguage, type SortOrder } from '../core';

/** A search the relay can read: only `$filter`, `$orderby` and `lang`, each once, as the service would take them. */
export interface ReadSearch {
  readonly filter: Filter;
  readonly orderby: readonly SortOrder[];
}

/** What a request to one of the service's operations asks, read once. */
export interface Question {
  readonly operation: 'lookup' | 'search' | 'downloadUrl';
  /**
   * The query exactly as the caller sent it (after the `?`): what the relay sends the service, as it is, when
   * it asks for this answer. The relay never drops, adds or changes a parameter: whatever it cannot read is
   * the service's to judge, and the service's answer (a 400 and its words) is the caller's.
   */
  readonly query: string;
  readonly lang: Language;
  /** The search as the service reads it, when the relay can read it. */
  readonly search?: ReadSearch;
  /** The part numbers of a part-number lookup as the SDK sends it (one `Partno eq` condition and no order). */
  readonly partnos?: readonly string[];
  /**
   * Where its answer is kept: questions the relay can read share it with every question the service answers
   * alike (the same filter and order in the same language); any other, with the same query only.
   */
  readonly key: string;
}

const SEARCH_PARAMETERS = ['$filter', '$orderby', 'lang'];
const DOWNLOAD_URL_PARAMETERS = ['category', 'lang'];

export function readQuestion(operation: 'search' | 'downloadUrl', query: string): Question {
  const parameters = new URLSearchParams(query);
  const lang = resolveLanguage(parameters.get('lang'));
  const asIs = `asked:${digest(query)}`;
  if (operation === 'downloadUrl') {
    const readable = only(parameters, DOWNLOAD_URL_PARAMETERS) && parameters.has('category');
    return {
      operation,
      query,
      lang,
      key: `address:${readable ? `${lang}:${parameters.get('category')}` : asIs}`,
    };
  }
  const search = only(parameters, SEARCH_PARAMETERS) ? readSearch(parameters, lang) : undefined;
  if (!search) return { operation, query, lang, key: `search:${asIs}` };
  const partnos = lookupValues(search, parameters);
  const key = `search:${lang}:${digest(JSON.stringify([parameters.get('$filter'), parameters.get('$orderby')]))}`;
  return partnos
    ? { operation: 'lookup', query, lang, search, partnos, key }
    : { operation: 'search', query, lang, search, key };
}

/** Whether every parameter is one of `names`, each given once. */
function only(parameters: URLSearchParams, names: readonly string[]): boolean {
  for (const name of parameters.keys()) {
    if (!names.includes(name) || parameters.getAll(name).length > 1) return false;
  }
  return true;
}

/** The search asked, read as the service reads it; undefined when it does not parse (the service says why). */
function readSearch(parameters: URLSearchParams, lang: Language): ReadSearch | undefined {
  try {
    return {
      filter: parseFilter(parameters.get('$filter') ?? '', { lang, strict: true }),
      orderby: parseOrderBy(parameters.get('$orderby') ?? ''),
    };
  } catch {
    return undefined;
  }
}

function lookupValues(search: ReadSearch, parameters: URLSearchParams): readonly string[] | undefined {
  if (parameters.has('$orderby') || search.filter.conditions.length !== 1) return undefined;
  const [condition] = search.filter.conditions;
  return condition.kind === 'string' &&
    condition.item === 'Partno' &&
    condition.operator === 'eq' &&
    condition.values.length > 0
    ? condition.values
    : undefined;
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
