import type { BottomCategory, Product } from '../../src/core';

/** Why a BOM row is there: a part of the catalogue, or one of the inputs a BOM must cope with. */
export type BomRowKind = 'part' | 'withoutPackageCode' | 'lowerCase' | 'unknown';

export interface BomRow {
  /** The part number as it is typed into the cell (plain text). */
  readonly typed: string;
  readonly kind: BomRowKind;
  /** What the row checks, in a few words, for the tester. */
  readonly purpose: string;
}

/** The README's examples, so that what a newcomer reads there is in the workbook too. */
export const README_PARTS = ['OCM188R71H154KA01D', 'OCM188R61A104KA01D'] as const;
/** The second one without its package code: lookup resolves it to what its packaging variants agree on. */
export const README_BASE_PART = 'OCM188R61A104KA01';

const SMD: BottomCategory = 'ceramicCapacitorsSMD';
const LEAD: BottomCategory = 'ceramicCapacitorsLead';
const INDUCTORS: BottomCategory = 'inductors';

interface Pick {
  readonly category: BottomCategory;
  readonly status: string;
  /** Lists alternatives (AlternativePartno), so that BestAlternative has something to weigh. */
  readonly alternatives?: boolean;
  /** Has another status at the later date, so that the second refresh of the lifecycle step sees a change. */
  readonly changes?: boolean;
  readonly purpose: string;
}

const RISK_PURPOSE = {
  NRND: 'NRND: marked amber',
  'To be discontinued': 'To be discontinued: marked deeper amber, has a last buy date',
  Discontinued: 'Discontinued: marked red',
  'Under Development': 'Under Development: marked blue',
} as const;

/** Every status in every category, parts at risk with alternatives, and some that change by the later date. */
const PICKS: readonly Pick[] = [
  { category: SMD, status: 'In Production', purpose: 'In Production' },
  { category: SMD, status: 'In Production', purpose: 'In Production' },
  { category: SMD, status: 'In Production', changes: true, purpose: 'In Production now, changes by the later date' },
  { category: SMD, status: 'NRND', alternatives: true, purpose: RISK_PURPOSE.NRND },
  { category: SMD, status: 'NRND', alternatives: true, changes: true, purpose: RISK_PURPOSE.NRND },
  { category: SMD, status: 'To be discontinued', alternatives: true, purpose: RISK_PURPOSE['To be discontinued'] },
  { category: SMD, status: 'To be discontinued', alternatives: true, purpose: RISK_PURPOSE['To be discontinued'] },
  { category: SMD, status: 'Discontinued', alternatives: true, purpose: RISK_PURPOSE.Discontinued },
  { category: SMD, status: 'Discontinued', purpose: RISK_PURPOSE.Discontinued },
  { category: SMD, status: 'Under Development', purpose: RISK_PURPOSE['Under Development'] },
  { category: LEAD, status: 'In Production', purpose: 'In Production' },
  { category: LEAD, status: 'In Production', purpose: 'In Production' },
  { category: LEAD, status: 'In Production', changes: true, purpose: 'In Production now, changes by the later date' },
  { category: LEAD, status: 'NRND', alternatives: true, purpose: RISK_PURPOSE.NRND },
  { category: LEAD, status: 'To be discontinued', alternatives: true, purpose: RISK_PURPOSE['To be discontinued'] },
  { category: LEAD, status: 'Discontinued', alternatives: true, purpose: RISK_PURPOSE.Discontinued },
  { category: LEAD, status: 'Under Development', purpose: RISK_PURPOSE['Under Development'] },
  { category: INDUCTORS, status: 'In Production', purpose: 'In Production' },
  { category: INDUCTORS, status: 'In Production', purpose: 'In Production' },
  {
    category: INDUCTORS,
    status: 'In Production',
    changes: true,
    purpose: 'In Production now, changes by the later date',
  },
  { category: INDUCTORS, status: 'NRND', alternatives: true, purpose: RISK_PURPOSE.NRND },
  { category: INDUCTORS, status: 'NRND', alternatives: true, changes: true, purpose: RISK_PURPOSE.NRND },
  {
    category: INDUCTORS,
    status: 'To be discontinued',
    alternatives: true,
    purpose: RISK_PURPOSE['To be discontinued'],
  },
  { category: INDUCTORS, status: 'Discontinued', alternatives: true, purpose: RISK_PURPOSE.Discontinued },
  { category: INDUCTORS, status: 'Under Development', purpose: RISK_PURPOSE['Under Development'] },
];

/** Fractions spread over [0, 1) (the golden ratio's sequence), so that picks come from all over a category. */
function spreadFraction(index: number): number {
  return ((index + 1) * 0.6180339887498949) % 1;
}

function baseOf(product: Product): string {
  return String(product.record.PartnoWithoutPackageCode ?? product.record.Partno);
}

function hasAlternatives(product: Product): boolean {
  const listed = product.record.AlternativePartno;
  return Array.isArray(listed) && listed.length > 0;
}

/** A part number like `near` that is neither a part number nor a part number without package code. */
function unknownNear(near: string, known: ReadonlySet<string>): string {
  for (const last of 'XZQWV') {
    const candidate = near.slice(0, -1) + last;
    if (!known.has(candidate)) return candidate;
  }
  throw new Error(`No unknown part number near ${near}: every candidate is in the dataset`);
}

/**
 * The BOM sheet's 30 rows: the README's examples (whole and without package code), every status in each
 * of the three categories (parts at risk with alternatives, a few that change by `later`), one part number
 * typed in lower case with a trailing space, and one that does not exist. The same rows on every run.
 */
export function pickBomRows(now: readonly Product[], later: readonly Product[]): BomRow[] {
  const byPartno = new Map(now.map((product) => [product.record.Partno, product]));
  const statusLater = new Map(later.map((product) => [product.record.Partno, String(product.record.Status)]));
  const known = new Set(now.flatMap((product) => [product.record.Partno, baseOf(product)]));
  for (const partno of [...README_PARTS, README_BASE_PART]) {
    if (!known.has(partno)) throw new Error(`${partno}, the README's example, is not in the dataset`);
  }
  const usedBases = new Set(README_PARTS.map((partno) => baseOf(byPartno.get(partno)!)));
  const pickOne = (pick: Pick, index: number): Product => {
    const candidates = now.filter(
      (product) =>
        product.category === pick.category &&
        product.record.Status === pick.status &&
        !usedBases.has(baseOf(product)) &&
        (!pick.alternatives || hasAlternatives(product)) &&
        (!pick.changes || statusLater.get(product.record.Partno) !== pick.status),
    );
    const chosen = candidates[Math.floor(spreadFraction(index) * candidates.length)];
    if (!chosen) throw new Error(`No ${pick.status} part of ${pick.category} is left to pick`);
    usedBases.add(baseOf(chosen));
    return chosen;
  };
  const picked = PICKS.map((pick, index) => ({ pick, product: pickOne(pick, index) }));
  const part = (product: Product, purpose: string): BomRow => ({ typed: product.record.Partno, kind: 'part', purpose });
  const ofCategory = (category: BottomCategory): BomRow[] =>
    picked.filter(({ pick }) => pick.category === category).map(({ pick, product }) => part(product, pick.purpose));
  const lowerCase = pickOne({ category: SMD, status: 'In Production', purpose: '' }, PICKS.length);
  return [
    { typed: README_PARTS[0], kind: 'part', purpose: "The README's example" },
    { typed: README_PARTS[1], kind: 'part', purpose: "The README's example" },
    {
      typed: README_BASE_PART,
      kind: 'withoutPackageCode',
      purpose: 'Without its package code: gets what its packaging variants agree on',
    },
    ...ofCategory(SMD),
    {
      typed: `${lowerCase.record.Partno.toLowerCase()} `,
      kind: 'lowerCase',
      purpose: `Typed in lower case with a trailing space: found as ${lowerCase.record.Partno}`,
    },
    ...ofCategory(LEAD),
    {
      typed: unknownNear(README_PARTS[0], known),
      kind: 'unknown',
      purpose: 'Does not exist: Not found (did you mean …?) in its own row',
    },
    ...ofCategory(INDUCTORS),
  ];
}

/** SMD capacitors and inductors on the Large sheet. */
export const LARGE_SMD = 1_000;
export const LARGE_INDUCTORS = 4_000;

/** `count` part numbers spread evenly over `products`, in their order. */
function spreadOver(products: readonly Product[], count: number): string[] {
  return Array.from({ length: count }, (_, index) => products[Math.floor(((index + 0.5) * products.length) / count)])
    .filter((product): product is Product => product !== undefined)
    .map((product) => product.record.Partno);
}

/**
 * The Large sheet's part numbers: 4,000 inductors and 1,000 SMD capacitors, every fifth row an SMD one, as
 * a real BOM mixes them. Why these counts: with the SDK's default cost model, 3,000 part numbers over the
 * two categories cost some 28 requests and keep no snapshot (measured with the SDK against the reference
 * service); 4,000 inductors make the inductors' download (35 MB) the cheaper way, while the SMD
 * capacitors are few enough to be asked of the service (13 requests in all, measured).
 */
export function pickLargeParts(products: readonly Product[]): string[] {
  const smd = spreadOver(
    products.filter((product) => product.category === SMD),
    LARGE_SMD,
  );
  const inductors = spreadOver(
    products.filter((product) => product.category === INDUCTORS),
    LARGE_INDUCTORS,
  );
  const rows: string[] = [];
  const period = (LARGE_SMD + LARGE_INDUCTORS) / LARGE_SMD;
  for (let row = 0; row < LARGE_SMD + LARGE_INDUCTORS; row += 1) {
    const next = row % period === period - 1 ? smd.shift() : inductors.shift();
    if (next !== undefined) rows.push(next);
  }
  return rows;
}
