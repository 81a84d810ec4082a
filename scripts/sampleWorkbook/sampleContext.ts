import type { BottomCategory, ResolvedProduct } from '../../src/core';
import { type BomRow, pickBomRows, pickLargeParts } from './pickParts';
import { referenceData, type ReferenceData } from './referenceData';

/** What every sheet of the sample workbook is made from: the dataset, the BOM, and the service's answers. */
export interface SampleContext {
  readonly data: ReferenceData;
  readonly bom: readonly BomRow[];
  /** Each BOM row's product by the part number as typed, as of DATASET_DATE; undefined when it is unknown. */
  readonly bomNow: ReadonlyMap<string, ResolvedProduct | undefined>;
  /** The same at LATER_DATE. */
  readonly bomLater: ReadonlyMap<string, ResolvedProduct | undefined>;
  readonly large: readonly string[];
}

export async function sampleContext(): Promise<SampleContext> {
  const data = await referenceData();
  const bom = pickBomRows(data.now.products, data.later.products);
  const typed = bom.map((row) => row.typed);
  return {
    data,
    bom,
    bomNow: await data.now.client.lookup(typed),
    bomLater: await data.later.client.lookup(typed),
    large: pickLargeParts(data.now.products),
  };
}

/** The first part of the BOM (typed as it is) of a category with one of the statuses, as of DATASET_DATE. */
export function bomPart(
  context: SampleContext,
  category: BottomCategory,
  statuses: readonly string[],
): ResolvedProduct {
  for (const row of context.bom) {
    const product = context.bomNow.get(row.typed);
    if (row.kind === 'part' && product?.category === category && statuses.includes(String(product.record.Status))) {
      return product;
    }
  }
  throw new Error(`The BOM has no ${statuses.join(' or ')} part of ${category}`);
}
