import type { BottomCategory } from './categories';
import { type FieldDefinition, fieldNamed } from './fields';

/** A nested object of a record: ComplianceInfo, Specs or MediaFileUrls (spec 2.3). */
export type RecordObject = Readonly<Record<string, unknown>>;

/**
 * A product record as the service returns it (spec 2.3): the common attributes at the top, and the
 * nested ComplianceInfo, Specs and MediaFileUrls. Which fields are present depends on the category and
 * on the service; read values through `fieldValue` rather than by hand.
 */
export interface ProductRecord {
  readonly Partno: string;
  readonly ComplianceInfo?: RecordObject;
  readonly Specs?: RecordObject;
  readonly MediaFileUrls?: RecordObject;
  readonly [field: string]: unknown;
}

/** A product with the bottom category its group named (spec 2.2: CeramicCapacitorsSMD, ...). */
export interface Product {
  readonly category: BottomCategory;
  readonly record: ProductRecord;
}

/** The value of a field in a product, wherever the field sits; undefined when the record lacks it. */
export function fieldValue(product: Product, definition: FieldDefinition): unknown {
  if (definition.place === 'product') {
    return product.record[definition.name];
  }
  const holder = product.record[definition.place];
  return holder !== null && typeof holder === 'object' ? (holder as RecordObject)[definition.name] : undefined;
}

/** The value of the field named `name` (its spec name) in a product; undefined for a name that is no field. */
export function fieldValueNamed(product: Product, name: string): unknown {
  const definition = fieldNamed(name);
  return definition ? fieldValue(product, definition) : undefined;
}
