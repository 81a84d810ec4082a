import type { Product, ProductRecord } from '../catalog';

/** A product found through its part number without package code: the fields its packaging variants agree on. */
export interface ResolvedProduct extends Product {
  /** The full part numbers of the packaging variants it stands for. */
  readonly variants?: readonly string[];
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Keeps the keys whose value every object shares; nested objects are compared key by key. */
function agreed(objects: ReadonlyArray<Record<string, unknown>>): Record<string, unknown> {
  const [first, ...others] = objects;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(first)) {
    const values = [value, ...others.map((other) => other[key])];
    if (values.every((candidate) => candidate !== null && typeof candidate === 'object' && !Array.isArray(candidate))) {
      result[key] = agreed(values as Array<Record<string, unknown>>);
    } else if (others.every((other) => key in other && same(other[key], value))) {
      result[key] = value;
    }
  }
  return result;
}

/**
 * The packaging variants of one part (they share PartnoWithoutPackageCode) as one product: every
 * field on which they agree, and none on which they differ (PackageType, MinOrderQuantity, their
 * URLs, and Status when one packaging is discontinued), so that a cell never shows one variant's
 * value as if it were the part's. Partno becomes the part number without package code, as the service
 * spells it (the number asked for when it sent none). Undefined when the variants are of different
 * categories, which would mean they are not variants of one part.
 */
export function mergeVariants(partno: string, variants: readonly Product[]): ResolvedProduct | undefined {
  const category = variants[0]?.category;
  if (category === undefined || variants.some((variant) => variant.category !== category)) {
    return undefined;
  }
  const record = agreed(variants.map((variant) => variant.record as Record<string, unknown>));
  return {
    category,
    record: {
      ...record,
      Partno: typeof record.PartnoWithoutPackageCode === 'string' ? record.PartnoWithoutPackageCode : partno,
    } as ProductRecord,
    variants: variants.map((variant) => variant.record.Partno),
  };
}
