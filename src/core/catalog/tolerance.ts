/** SI prefixes a tolerance written in a unit uses: `±0.25pF`, `±0.3nH`. */
const PREFIXES: Readonly<Record<string, number>> = { p: 1e-12, n: 1e-9, u: 1e-6, µ: 1e-6, μ: 1e-6 };

/**
 * A tolerance as the service writes it (`±0.05pF`, `±0.3nH`, `±5%`, `+80/-20%`), as the largest deviation
 * either way in the value's own unit (farads or henries) for a part of `value`; undefined when it cannot be
 * read.
 */
export function toleranceWidth(tolerance: string, value: number): number | undefined {
  const text = tolerance.replace(/\s/g, '');
  const absolute = /^±(\d+(?:\.\d+)?)([pnuµμ])[FH]$/.exec(text);
  if (absolute) return Number(absolute[1]) * PREFIXES[absolute[2]];
  const symmetric = /^±(\d+(?:\.\d+)?)%$/.exec(text);
  if (symmetric) return (Number(symmetric[1]) / 100) * value;
  const asymmetric = /^\+(\d+(?:\.\d+)?)\/-(\d+(?:\.\d+)?)%$/.exec(text);
  if (asymmetric) return (Math.max(Number(asymmetric[1]), Number(asymmetric[2])) / 100) * value;
  return undefined;
}

/** A capacitance tolerance (`±0.25pF`, `±5%`, `+80/-20%`) in farads for a part of `capacitance` farads: toleranceWidth. */
export function toleranceFarads(tolerance: string, capacitance: number): number | undefined {
  return /[nuµμ]?H$/.test(tolerance.trim()) ? undefined : toleranceWidth(tolerance, capacitance);
}
