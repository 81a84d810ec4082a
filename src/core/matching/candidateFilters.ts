import type { CategoryId } from '../catalog';
import type { Condition, Filter } from '../query';
import type { PartDescription, StatedValue } from './PartDescription';

/**
 * The searches that find a description's candidates: `exact` for parts of its value and size (or lead
 * spacing), from which the parts meeting the ratings are chosen locally; `wider` for parts of its value
 * alone, the nearest when no part of that size exists. Both keep to the value's category. A size code of both
 * systems (`0402`) is searched in both readings at once (`SizecodeInch eq '0402|01005'`, spec 4.3 rule 1), so
 * that whether the other reading would change the part is known without a second search. Searches are kept
 * this coarse on purpose: lines stating the same value and size share one, whatever ratings they ask.
 */
export function candidateFilters(description: PartDescription & { readonly value: StatedValue }): {
  readonly exact: Filter;
  readonly wider?: Filter;
} {
  const { value, size, leadSpacing } = description;
  const category = searchedCategory(description);
  const base: Condition[] = [
    { kind: 'string', item: 'Category', operator: 'eq', values: [category] },
    { kind: 'number', item: value.quantity, operator: 'eq', value: value.value },
  ];
  const narrowing: Condition[] = [];
  if (size) {
    const other = size.otherReading;
    narrowing.push(
      size.inch !== undefined
        ? {
            kind: 'string',
            item: 'SizecodeInch',
            operator: 'eq',
            values: other?.inch !== undefined ? [size.inch, other.inch] : [size.inch],
          }
        : { kind: 'string', item: 'SizecodeMm', operator: 'eq', values: [size.metric ?? ''] },
    );
  }
  if (leadSpacing) narrowing.push({ kind: 'number', item: 'LeadSpace', operator: 'eq', value: leadSpacing.value });
  return narrowing.length === 0
    ? { exact: { conditions: base } }
    : { exact: { conditions: [...base, ...narrowing] }, wider: { conditions: base } };
}

/** The category searched: the value's kind decides capacitor or inductor; a size says SMD, a lead spacing leaded. */
function searchedCategory(description: PartDescription & { readonly value: StatedValue }): CategoryId {
  if (description.value.quantity === 'Inductance') return 'inductors';
  if (description.category === 'ceramicCapacitorsSMD' || description.category === 'ceramicCapacitorsLead') {
    return description.category;
  }
  if (description.size) return 'ceramicCapacitorsSMD';
  if (description.leadSpacing) return 'ceramicCapacitorsLead';
  return 'ceramicCapacitors';
}
