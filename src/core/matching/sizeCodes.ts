/**
 * The chip size codes of the reference dataset (SizecodeInch / SizecodeMm of ceramic SMD capacitors and
 * inductors), as inch code → metric code. One table serves both categories: the EIA pairs are the same
 * whatever the part, and a code read for the wrong category simply finds no part.
 */
export const INCH_TO_METRIC: Readonly<Record<string, string>> = {
  '01005': '0402',
  '0201': '0603',
  '0402': '1005',
  '0603': '1608',
  '0805': '2012',
  '1206': '3216',
  '1210': '3225',
  '1812': '4532',
  '2220': '5750',
  '0508': '1220',
  '0306': '0816',
  '0204': '0510',
  '1008': '2520',
  '0806': '2016',
};

/** Power inductors' square bodies, which the dataset writes in millimetres only: no inch code. */
const METRIC_ONLY = ['3030', '4040', '5050', '6060', '8080'];

const METRIC_TO_INCH: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(INCH_TO_METRIC).map(([inch, metric]) => [metric, inch]),
);

/** A size as both systems write it; `inch` is missing for the metric-only codes. */
export interface SizePair {
  readonly inch?: string;
  readonly metric: string;
}

/** The size an inch code names, or undefined when the code is no inch code of the tables. */
export function sizeOfInchCode(code: string): SizePair | undefined {
  return Object.hasOwn(INCH_TO_METRIC, code) ? { inch: code, metric: INCH_TO_METRIC[code] } : undefined;
}

/** The size a metric code names, or undefined when the code is no metric code of the tables. */
export function sizeOfMetricCode(code: string): SizePair | undefined {
  if (Object.hasOwn(METRIC_TO_INCH, code)) return { inch: METRIC_TO_INCH[code], metric: code };
  return METRIC_ONLY.includes(code) ? { metric: code } : undefined;
}

/**
 * The readings of a code written with no system: `0603` and `0402` are codes of both systems and have two;
 * `1608` is metric only, `0805` inch only; `9999` has none.
 */
export function readingsOfSizeCode(code: string): SizePair[] {
  return [sizeOfInchCode(code), sizeOfMetricCode(code)].filter((pair) => pair !== undefined);
}

export function sameSize(a: SizePair, b: SizePair): boolean {
  return a.metric === b.metric && a.inch === b.inch;
}

/** Every size code of the tables, inch and metric. */
const ALL_CODES: readonly string[] = [
  ...new Set([...Object.keys(INCH_TO_METRIC), ...Object.values(INCH_TO_METRIC), ...METRIC_ONLY]),
];

/** Whether `a` becomes `b` by changing one character, or by swapping two next to each other (`0420` → `0402`). */
function oneSlipApart(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const differ = [...a].flatMap((character, index) => (character === b[index] ? [] : [index]));
  if (differ.length === 1) return true;
  const [first, second] = differ;
  return differ.length === 2 && second === first + 1 && a[first] === b[second] && a[second] === b[first];
}

/**
 * The size code a code that is none most likely meant: the one code of the tables a single slip away (a digit
 * changed, or two swapped); undefined when none is, or several are (then no guess is better than another).
 */
export function sizeCodeMeant(code: string): string | undefined {
  const near = ALL_CODES.filter((candidate) => oneSlipApart(code, candidate));
  // A transposition is the likelier slip: `0420` has 0402 by a swap and 0460? by none; prefer swaps when several.
  const swaps = near.filter((candidate) => [...candidate].sort().join('') === [...code].sort().join(''));
  const chosen = swaps.length > 0 ? swaps : near;
  return chosen.length === 1 ? chosen[0] : undefined;
}
