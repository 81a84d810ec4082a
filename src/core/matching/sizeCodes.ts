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
