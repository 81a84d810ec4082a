import { fieldsOfCategory } from '../../core/catalog';
import type { BottomCategory, FieldPlace } from '../../core/catalog';

/** The value of one record field: see FieldType in core/catalog for which field holds which. */
export type FieldValue = string | number | boolean | null | readonly string[];

export type FieldValues = Readonly<Record<string, FieldValue>>;

/** ComplianceInfo, Specs or MediaFileUrls of a record. */
export interface NestedRecord {
  readonly [field: string]: FieldValue;
}

/**
 * A product record in its canonical English form: the product fields, then ComplianceInfo, Specs and
 * MediaFileUrls, each in catalog order and holding exactly the fields of the product's category.
 * Records are frozen, and packaging variants share their nested objects: copy before changing one.
 */
export interface ProductRecord {
  readonly [field: string]: FieldValue | NestedRecord;
  readonly Partno: string;
  readonly PartnoWithoutPackageCode: string;
  readonly Status: string;
  readonly ComplianceInfo: NestedRecord;
  readonly Specs: NestedRecord;
  readonly MediaFileUrls: NestedRecord;
}

/** Product fields that differ between the packaging variants of one part, or need the whole category. */
export const PER_PRODUCT_FIELDS = [
  'Partno',
  'PartnoWithoutPackageCode',
  'Status',
  'NewProduct',
  'LastBuyDate',
  'AlternativePartno',
  'PackageType',
  'MinOrderQuantity',
  'ProductDetailUrl',
  'SampleRequestUrl',
  'ProductionEndDate',
] as const;

export type PerProductValues = Readonly<Record<(typeof PER_PRODUCT_FIELDS)[number], FieldValue>>;

/** Field names of one place that the category's records carry, in catalog order. */
export function fieldNamesOf(category: BottomCategory, place: FieldPlace): readonly string[] {
  return fieldsOfCategory(category)
    .filter((definition) => definition.place === place)
    .map((definition) => definition.name);
}

/** The three nested objects of a record, shared by the packaging variants of a part. */
export interface NestedRecords {
  readonly ComplianceInfo: NestedRecord;
  readonly Specs: NestedRecord;
  readonly MediaFileUrls: NestedRecord;
}

function assertComplete(names: readonly string[], values: FieldValues, where: string): void {
  for (const name of names) {
    // A missing field is a generator bug; a field with no value must be written as null explicitly.
    if (values[name] === undefined) throw new Error(`${where}: no value for ${name}`);
  }
}

/**
 * The records are built by functions compiled from the catalog's field lists, because an object
 * literal with a fixed key order gets one shared shape in V8, while copying keys one by one into an
 * empty object turns ~60,000 records into slow, large dictionaries.
 */
function compileLiteral<Builder>(
  parameters: readonly string[],
  entries: readonly (readonly [string, string])[],
): Builder {
  for (const [key, source] of entries) {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key) || !parameters.includes(source)) throw new Error(`Bad field ${key}`);
  }
  const body = `return {${entries.map(([key, source]) => `${key}: ${source}.${key}`).join(', ')}};`;
  return new Function(...parameters, body) as Builder;
}

type NestedBuilder = (values: FieldValues) => NestedRecord;
const nestedBuilders = new Map<string, NestedBuilder>();

/** One of the nested objects, frozen so that packaging variants can share it. */
export function nestedRecord(
  category: BottomCategory,
  place: Exclude<FieldPlace, 'product'>,
  values: FieldValues,
): NestedRecord {
  const key = `${category}/${place}`;
  let build = nestedBuilders.get(key);
  if (!build) {
    const names = fieldNamesOf(category, place);
    const literal = compileLiteral<NestedBuilder>(
      ['values'],
      names.map((name) => [name, 'values'] as const),
    );
    build = (input) => {
      assertComplete(names, input, `${category} ${place}`);
      return Object.freeze(literal(input));
    };
    nestedBuilders.set(key, build);
  }
  return build(values);
}

type RecordBuilder = (shared: FieldValues, own: PerProductValues, nested: NestedRecords) => ProductRecord;
const recordBuilders = new Map<BottomCategory, RecordBuilder>();

function recordBuilder(category: BottomCategory): RecordBuilder {
  let build = recordBuilders.get(category);
  if (!build) {
    const own = new Set<string>(PER_PRODUCT_FIELDS);
    build = compileLiteral<RecordBuilder>(
      ['shared', 'own', 'nested'],
      [
        ...fieldNamesOf(category, 'product').map((name) => [name, own.has(name) ? 'own' : 'shared'] as const),
        ['ComplianceInfo', 'nested'],
        ['Specs', 'nested'],
        ['MediaFileUrls', 'nested'],
      ],
    );
    recordBuilders.set(category, build);
  }
  return build;
}

const sharedNames = new Map<BottomCategory, readonly string[]>();

/** Throws unless `shared` holds every product field of the category that is not per product. */
export function checkSharedFields(category: BottomCategory, shared: FieldValues): void {
  let names = sharedNames.get(category);
  if (!names) {
    const own = new Set<string>(PER_PRODUCT_FIELDS);
    names = fieldNamesOf(category, 'product').filter((name) => !own.has(name));
    sharedNames.set(category, names);
  }
  assertComplete(names, shared, `${category} ${String(shared['Series'])}`);
}

/**
 * A frozen record: `shared` holds the product fields the packaging variants share (checked once per
 * part with checkSharedFields), `own` the per-product ones.
 */
export function assembleRecord(
  category: BottomCategory,
  shared: FieldValues,
  own: PerProductValues,
  nested: NestedRecords,
): ProductRecord {
  return Object.freeze(recordBuilder(category)(shared, own, nested));
}
