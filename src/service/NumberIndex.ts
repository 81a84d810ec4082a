import { nearlyEqualBand, type NumberOperator } from '../core/query';

/**
 * A number column's products sorted by value, so that a number condition finds the products it may match
 * by binary search instead of reading every product: a value search (`Capacitance eq 1e-7`, as every BOM
 * line's match asks) reads a few hundred of 57,000.
 */
export class NumberIndex {
  /** Product indices by ascending value; products without a value (NaN) are left out: they match no comparison. */
  private readonly order: Int32Array;
  /** The values of `order`'s products, ascending. */
  private readonly sorted: Float64Array;

  constructor(values: Float64Array) {
    const present: number[] = [];
    values.forEach((value, index) => {
      if (!Number.isNaN(value)) present.push(index);
    });
    present.sort((a, b) => values[a] - values[b] || a - b);
    this.order = Int32Array.from(present);
    this.sorted = Float64Array.from(present, (index) => values[index]);
  }

  /**
   * The products whose value may satisfy `<operator> wanted`, ascending by product index (the service's
   * order): every product that does, and those within twice the comparison's tolerance that may not, for the
   * caller's exact test to decide (numberMatches). Undefined for a wanted number no range holds (infinite).
   */
  candidates(operator: NumberOperator, wanted: number): Int32Array | undefined {
    const range = this.range(operator, wanted);
    if (!range) return undefined;
    return this.order.slice(range.from, range.to).sort();
  }

  /** How many products `candidates` would give, without making the list. */
  count(operator: NumberOperator, wanted: number): number {
    const range = this.range(operator, wanted);
    return range ? range.to - range.from : Number.POSITIVE_INFINITY;
  }

  private range(operator: NumberOperator, wanted: number): { from: number; to: number } | undefined {
    if (!Number.isFinite(wanted)) return undefined;
    const band = nearlyEqualBand(wanted);
    const all = this.sorted.length;
    switch (operator) {
      case 'eq':
        return { from: this.firstAtLeast(wanted - band), to: this.firstAbove(wanted + band) };
      case 'ge':
      case 'gt':
        return { from: this.firstAtLeast(wanted - band), to: all };
      case 'le':
      case 'lt':
        return { from: 0, to: this.firstAbove(wanted + band) };
    }
  }

  /** The first position whose value is at least `bound` (the length when none is). */
  private firstAtLeast(bound: number): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle] < bound) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The first position whose value is above `bound` (the length when none is). */
  private firstAbove(bound: number): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle] <= bound) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
