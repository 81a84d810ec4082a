import type { BottomCategory, Product } from '../../src/core/catalog';
import { seededRandom } from './seededRandom';

/** The part numbers of issue 25's lookup: 16,667. */
export const MIX_PART_NUMBERS = 16_667;

/**
 * The shares of SMD ceramic capacitors (the rest inductors) a lookup of MIX_PART_NUMBERS is tried at: from
 * 10 % / 90 % to 90 % / 10 %, and the issue's own 14,000 / 2,667 (84 %).
 */
export const SMD_PERCENTS = [10, 30, 50, 70, 84, 90] as const;

/**
 * Every part number a category answers, each once: its products' part numbers, then their base part numbers
 * (PartnoWithoutPackageCode, each standing for its packaging variants).
 */
function partnosOf(products: readonly Product[], category: BottomCategory): string[] {
  const ofCategory = products.filter((product) => product.category === category);
  const bases = ofCategory.map((product) => product.record.PartnoWithoutPackageCode);
  return [
    ...new Set([
      ...ofCategory.map((product) => product.record.Partno),
      ...bases.filter((base): base is string => typeof base === 'string'),
    ]),
  ];
}

/**
 * A lookup of `total` different part numbers, `smdPercent` % of them SMD ceramic capacitors and the rest
 * inductors, shuffled as a BOM mixes them (seeded: the same order every run). Part numbers with their
 * package code come first; a category with fewer products than its share adds base part numbers (the
 * inductors from 66 % on).
 */
export function categoryMix(
  products: readonly Product[],
  smdPercent: number,
  { total = MIX_PART_NUMBERS, seed = 25 }: { total?: number; seed?: number } = {},
): string[] {
  const smdCount = Math.round((total * smdPercent) / 100);
  const smd = partnosOf(products, 'ceramicCapacitorsSMD');
  const inductors = partnosOf(products, 'inductors');
  if (smd.length < smdCount || inductors.length < total - smdCount) {
    throw new RangeError(`the dataset has too few part numbers for ${smdPercent} % of ${total}`);
  }
  const mixed = [...smd.slice(0, smdCount), ...inductors.slice(0, total - smdCount)];
  const random = seededRandom(seed);
  for (let index = mixed.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [mixed[index], mixed[other]] = [mixed[other], mixed[index]];
  }
  return mixed;
}
