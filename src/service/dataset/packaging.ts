import type { Variant } from './drafts';
import type { LeadBody } from './leadNumbering';
import type { Random } from './Random';

/** Reel quantities of paper tape (ø180 mm, ø330 mm) for the smallest chips; larger ones fit 4000/10000. */
const PAPER_REELS: Readonly<Record<string, readonly [number, number]>> = {
  '02': [20_000, 50_000],
  '03': [15_000, 50_000],
  '15': [10_000, 50_000],
  R5: [10_000, 50_000],
};

export interface ChipPackaging {
  readonly sizeCode: string;
  /** Length x width in mm². */
  readonly footprint: number;
  /** Whole micrometres. */
  readonly thickness: number;
  /** Parts with metal terminals or a wound coil always ride in embossed tape. */
  readonly embossedOnly: boolean;
  /** How often the part is also sold loose in a bag, and in a bulk case (1005 and 1608 only). */
  readonly bulkShare: number;
  readonly bulkCaseShare: number;
}

/**
 * Parts up to 0.85 mm thick ride in paper tape; thicker and larger ones in embossed tape with fewer per
 * reel. Every part comes on both reel sizes; some also in bulk.
 */
export function chipPackaging(random: Random, part: ChipPackaging): Variant[] {
  const variants: Variant[] = [];
  if (!part.embossedOnly && part.thickness <= 850) {
    const [small, large] = PAPER_REELS[part.sizeCode] ?? [4000, 10_000];
    variants.push({ packagingCode: 'D', quantity: small }, { packagingCode: 'J', quantity: large });
  } else {
    const [small, large] =
      part.footprint >= 36 || part.thickness >= 4000
        ? [500, 2000]
        : part.footprint >= 14 || part.thickness >= 2500
          ? [1000, 4000]
          : part.footprint >= 8 || part.thickness >= 1500
            ? [2000, 8000]
            : [3000, 10_000];
    variants.push({ packagingCode: 'L', quantity: small }, { packagingCode: 'K', quantity: large });
  }
  if (random.chance(part.bulkShare)) variants.push({ packagingCode: 'B', quantity: 500 });
  if ((part.sizeCode === '15' || part.sizeCode === '18') && random.chance(part.bulkCaseShare)) {
    variants.push({ packagingCode: 'C', quantity: part.sizeCode === '15' ? 50_000 : 10_000 });
  }
  return variants;
}

/** Leaded parts come taped in ammo packs and loose in bags; big discs fewer per box. */
export function leadPackaging(body: LeadBody): Variant[] {
  const size = body.shape === 'disc' ? (body.diameter as number) : (body.length as number);
  const ammo = size <= 9000 ? 2000 : size <= 12_000 ? 1500 : size <= 15_000 ? 1000 : size <= 18_000 ? 500 : 250;
  return [
    { packagingCode: 'A', quantity: ammo },
    { packagingCode: 'B', quantity: size >= 22_000 ? 200 : 500 },
  ];
}
