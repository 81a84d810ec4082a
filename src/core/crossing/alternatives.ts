import {
  type BottomCategory,
  fieldValueNamed,
  type Language,
  localizedListedValue,
  partnoKey,
  type Product,
} from '../catalog';
import type { Condition, Filter } from '../query';
import { crossCheck, type CrossCheck, type CrossVerdict } from './crossCheck';

/** A candidate to replace a part, with what crossCheck says of it. */
export interface Alternative {
  readonly product: Product;
  readonly check: CrossCheck;
}

const RANK: Readonly<Record<CrossVerdict, number>> = { 'drop-in': 0, check: 1, 'not equivalent': 2 };

/**
 * The best of `candidates` to replace `original`: a drop-in before a part to check before one not
 * equivalent; among equals, the one with fewer differences, then the one that keeps more of the
 * original's ratings exactly (temperature characteristic, rated voltage, tolerance, rated current: the
 * least to re-verify), then by part number. Undefined without candidates.
 */
export function bestAlternative(
  original: Product,
  candidates: readonly Product[],
  options: { readonly lang?: Language } = {},
): Alternative | undefined {
  return rankAlternatives(original, candidates, options)[0];
}

/** `candidates` checked against `original`, best first (as bestAlternative orders them), each once, never the part itself. */
export function rankAlternatives(
  original: Product,
  candidates: readonly Product[],
  options: { readonly lang?: Language } = {},
): Alternative[] {
  const unique = new Map(candidates.map((candidate) => [partnoKey(candidate.record.Partno), candidate]));
  const checked = [...unique.values()]
    .filter((candidate) => candidate.record.Partno !== original.record.Partno)
    .map((product) => ({
      product,
      check: crossCheck(original, product, options),
      same: sameRatings(original, product),
    }));
  checked.sort(
    (a, b) =>
      RANK[a.check.verdict] - RANK[b.check.verdict] ||
      a.check.differences.length - b.check.differences.length ||
      b.same - a.same ||
      a.product.record.Partno.localeCompare(b.product.record.Partno),
  );
  return checked.map(({ product, check }) => ({ product, check }));
}

const KEPT_RATINGS = ['TemperatureCharacteristics', 'RatedVoltage', 'ToleranceCapacitance', 'RatedCurrent', 'RdcMax'];

function sameRatings(original: Product, candidate: Product): number {
  return KEPT_RATINGS.filter((field) => {
    const was = fieldValueNamed(original, field);
    return was !== null && was !== undefined && was === fieldValueNamed(candidate, field);
  }).length;
}

/**
 * The fields that say which part a product is, for crossing: its value (capacitance or inductance) and its
 * footprint (size code, or lead spacing for a leaded capacitor). A drop-in shares both.
 */
function definingFields(category: BottomCategory): { value: string; footprint: string } {
  return {
    value: category === 'inductors' ? 'Inductance' : 'Capacitance',
    footprint: category === 'ceramicCapacitorsLead' ? 'LeadSpace' : 'SizecodeInch',
  };
}

/**
 * What a drop-in shares with a part, as one key: category, value and footprint (numbers to 9 significant
 * digits, within the service's tolerance); undefined when the product lacks one. To pool the products of a
 * search by the parts they can replace.
 */
export function crossingKey(product: Product): string | undefined {
  const { value, footprint } = definingFields(product.category);
  const shown = (field: string): string | undefined => {
    const found = fieldValueNamed(product, field);
    if (typeof found === 'number') return Number.isFinite(found) ? String(Number(found.toPrecision(9))) : undefined;
    return typeof found === 'string' && found !== '' ? found : undefined;
  };
  const [part, place] = [shown(value), shown(footprint)];
  return part && place ? `${product.category}|${part}|${place}` : undefined;
}

/** The alternatives the service lists for a product (AlternativePartno), as part numbers. */
export function listedAlternatives(product: Product): string[] {
  const listed = product.record.AlternativePartno;
  return Array.isArray(listed) ? listed.filter((partno): partno is string => typeof partno === 'string') : [];
}

/**
 * One search per category for drop-in candidates of many parts at once: products In Production of the
 * parts' size codes (or lead spacings), with a capacitance or inductance between the smallest and the
 * largest of the parts'. Every drop-in of any of them is among the answers (crossCheck then picks per
 * part); a search per part would cost as many requests as parts at risk. Parts without the values the
 * search needs are left out. Returns no filter for a category none of the parts is in.
 */
export function dropInSearches(originals: readonly Product[], options: { readonly lang?: Language } = {}): Filter[] {
  const byCategory = new Map<BottomCategory, Product[]>();
  for (const product of originals) {
    byCategory.set(product.category, [...(byCategory.get(product.category) ?? []), product]);
  }
  const filters: Filter[] = [];
  for (const [category, products] of byCategory) {
    const { value: valueItem, footprint } = definingFields(category);
    const values = numbers(products, valueItem);
    if (values.length === 0) continue;
    const conditions: Condition[] = [
      { kind: 'string', item: 'Category', operator: 'eq', values: [category] },
      // Restricted: in the request's language (spec 4.3 rule 4).
      {
        kind: 'string',
        item: 'Status',
        operator: 'eq',
        values: [localizedListedValue('Status', 'In Production', options.lang ?? 'en')],
      },
      { kind: 'number', item: valueItem, operator: 'ge', value: Math.min(...values) },
      { kind: 'number', item: valueItem, operator: 'le', value: Math.max(...values) },
    ];
    if (footprint === 'LeadSpace') {
      const spacings = numbers(products, footprint);
      if (spacings.length > 0) {
        conditions.push(
          { kind: 'number', item: footprint, operator: 'ge', value: Math.min(...spacings) },
          { kind: 'number', item: footprint, operator: 'le', value: Math.max(...spacings) },
        );
      }
    } else {
      const sizes = [...new Set(texts(products, footprint))].sort();
      if (sizes.length > 0) conditions.push({ kind: 'string', item: footprint, operator: 'eq', values: sizes });
    }
    filters.push({ conditions });
  }
  return filters;
}

function numbers(products: readonly Product[], field: string): number[] {
  return products.flatMap((product) => {
    const value = fieldValueNamed(product, field);
    return typeof value === 'number' && Number.isFinite(value) ? [value] : [];
  });
}

function texts(products: readonly Product[], field: string): string[] {
  return products.flatMap((product) => {
    const value = fieldValueNamed(product, field);
    return typeof value === 'string' && value !== '' && !/[|']/.test(value) ? [value] : [];
  });
}
