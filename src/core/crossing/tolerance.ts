/**
 * A capacitance tolerance as the service writes it (`±0.05pF`, `±5%`, `+80/-20%`), as the largest
 * deviation either way in farads for a part of `capacitance` farads; undefined when it cannot be read.
 */
export function toleranceFarads(tolerance: string, capacitance: number): number | undefined {
  const text = tolerance.replace(/\s/g, '');
  const absolute = /^±(\d+(?:\.\d+)?)pF$/.exec(text);
  if (absolute) return Number(absolute[1]) * 1e-12;
  const symmetric = /^±(\d+(?:\.\d+)?)%$/.exec(text);
  if (symmetric) return (Number(symmetric[1]) / 100) * capacitance;
  const asymmetric = /^\+(\d+(?:\.\d+)?)\/-(\d+(?:\.\d+)?)%$/.exec(text);
  if (asymmetric) return (Math.max(Number(asymmetric[1]), Number(asymmetric[2])) / 100) * capacitance;
  return undefined;
}
