import type { Condition, Filter, SortOrder } from './ast';
import { VALUE_SEPARATOR } from './literal';

function formatCondition(condition: Condition): string {
  switch (condition.kind) {
    case 'string': {
      const literal = `'${condition.values.join(VALUE_SEPARATOR)}'`;
      return condition.operator === 'eq'
        ? `${condition.item} eq ${literal}`
        : `${condition.operator}(${condition.item},${literal})`;
    }
    case 'number':
      // String() gives the shortest text that parses back to the same double: 1e-7, 0.0016, 50.
      return `${condition.item} ${condition.operator} ${String(condition.value)}`;
    case 'boolean':
      return `${condition.item} eq ${condition.value}`;
  }
}

/** The filter as people read it, in the syntax of spec 4.3: `Capacitance ge 1e-7 and Status eq 'NRND|Discontinued'`. */
export function formatFilter(filter: Filter): string {
  return filter.conditions.map(formatCondition).join(' and ');
}

/**
 * The `$filter` value as it goes into a URL (spec 4.3 rule 2): percent-encoded, so `|` is %7C, `±` is
 * %C2%B1 and `%` is %25, as the spec names them.
 */
export function serializeFilter(filter: Filter): string {
  return encodeURIComponent(formatFilter(filter));
}

/** `$orderby` as people read it: `Capacitance asc,RatedVoltage desc`. */
export function formatOrderBy(orders: readonly SortOrder[]): string {
  return orders.map((order) => `${order.item} ${order.direction}`).join(',');
}
