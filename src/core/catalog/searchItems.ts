import type { Unit } from './units';
import type { ListedItemName } from './listedValues';

/** Item types of spec 4.3. */
export type SearchItemType = 'string' | 'double' | 'boolean';

export interface SearchItem {
  /** The name used in `$filter` and `$orderby`. */
  readonly name: string;
  readonly type: SearchItemType;
  /**
   * The record field the item searches. Mostly the same name; Rdc searches RdcMax, Srf searches SrfMin,
   * and Category searches the product's category ID, which is not a record field.
   */
  readonly field: string;
  readonly unit?: Unit;
  /** Accepts only the listed values of spec 4.4, in the request's language (spec 4.3 rules 4 and 5). */
  readonly restricted: boolean;
  /** Items whose values the service lists (4.4), restricted or not (Brand is listed but not restricted). */
  readonly listed?: ListedItemName;
}

function item(
  name: string,
  type: SearchItemType,
  options: Partial<Omit<SearchItem, 'name' | 'type'>> = {},
): SearchItem {
  return { name, type, field: options.field ?? name, restricted: options.restricted ?? false, ...options };
}

function restricted(name: ListedItemName): SearchItem {
  return item(name, 'string', { restricted: true, listed: name });
}

/** The search-condition items of spec 4.3, in the spec's order. */
export const SEARCH_ITEMS: readonly SearchItem[] = [
  item('Category', 'string', { field: 'Category' }),
  item('Partno', 'string'),
  restricted('Status'),
  item('NewProduct', 'boolean'),
  item('PackageType', 'string'),
  restricted('Application'),
  item('AecQ200Support', 'boolean'),
  item('Rohs', 'boolean'),
  item('Reach', 'boolean'),
  item('ReferenceMass', 'double', { unit: 'g' }),
  item('Length', 'double', { unit: 'm' }),
  item('Width', 'double', { unit: 'm' }),
  item('Thickness', 'double', { unit: 'm' }),
  item('ThicknessMax', 'double', { unit: 'm' }),
  item('OuterDiameter', 'double', { unit: 'm' }),
  item('LeadSpace', 'double', { unit: 'm' }),
  item('SizecodeMm', 'string'),
  item('SizecodeInch', 'string'),
  restricted('SmdType'),
  item('Capacitance', 'double', { unit: 'F' }),
  item('ToleranceCapacitance', 'string'),
  restricted('RatedVoltageClass'),
  item('RatedVoltage', 'double', { unit: 'V' }),
  restricted('TemperatureCharacteristicsCompliedStandard'),
  item('TemperatureCharacteristics', 'string'),
  item('MaxOperatingTemperature', 'double', { unit: 'degC' }),
  restricted('Benefits'),
  restricted('Standard'),
  restricted('Mounting'),
  item('Brand', 'string', { listed: 'Brand' }),
  restricted('TargetCircuitCategory'),
  item('Inductance', 'double', { unit: 'H' }),
  item('InductanceTolerance', 'string'),
  item('RatedCurrentItemp', 'double', { unit: 'A' }),
  item('Rdc', 'double', { unit: 'ohm', field: 'RdcMax' }),
  item('Srf', 'double', { unit: 'Hz', field: 'SrfMin' }),
  restricted('Construction'),
];

const ITEMS_BY_NAME = new Map(SEARCH_ITEMS.map((searchItem) => [searchItem.name, searchItem]));

/** The search item of exactly that name; item names are case-sensitive in `$filter`, as in OData. */
export function searchItemNamed(name: string): SearchItem | undefined {
  return ITEMS_BY_NAME.get(name);
}
