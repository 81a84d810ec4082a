/**
 * As many part numbers, spread over `rest` (spreadSample), as one request takes (`requestsFor`: how many
 * requests some part numbers take): `rest`'s average per request (`rest` over `requests`) can be one too many
 * for the sample's own part numbers, and a second request for the few left over would be one spent for nothing.
 * A window's sample: a sheet sorted by category shows only its first in its first rows.
 */
export function oneRequestOf(
  rest: readonly string[],
  requests: number,
  requestsFor: (partnos: readonly string[]) => number,
): string[] {
  let size = Math.ceil(rest.length / requests);
  let sample = spreadSample(rest, size);
  while (size > 1 && requestsFor(sample) > 1) {
    size = Math.max(1, Math.floor(size * 0.9));
    sample = spreadSample(rest, size);
  }
  return sample;
}

/** `size` items of `items`, evenly spaced from its first to its end, in their order. */
export function spreadSample<T>(items: readonly T[], size: number): T[] {
  const count = Math.min(items.length, Math.max(0, size));
  return Array.from({ length: count }, (_, index) => items[Math.floor((index * items.length) / count)]);
}
