import { IncompleteLookupError, isIncompleteLookupError } from './IncompleteLookupError';
import type { ResolvedProduct } from './variants';

/** One part of a lookup: the part numbers it asked for, and how it settled. */
export interface LookupPart {
  readonly partnos: readonly string[];
  readonly outcome: PromiseSettledResult<ReadonlyMap<string, ResolvedProduct | undefined>>;
}

/**
 * The answers of a lookup asked in parts (a window's part numbers one by one, a BOM's slices), as one: the
 * answers when every part arrived. When some failed, nothing that arrived is lost: IncompleteLookupError
 * holds it (a part that was itself incomplete gives what it found), with the part numbers left and the first
 * failure as its cause; when none arrived, that failure itself, which says it best (a refused key, a service
 * that is down).
 */
export function mergeLookups(parts: readonly LookupPart[]): Map<string, ResolvedProduct | undefined> {
  const found = new Map<string, ResolvedProduct | undefined>();
  const failed: string[] = [];
  let cause: unknown;
  for (const { partnos, outcome } of parts) {
    if (outcome.status === 'fulfilled') {
      for (const [partno, product] of outcome.value) found.set(partno, product);
      continue;
    }
    const incomplete = isIncompleteLookupError(outcome.reason) ? outcome.reason : undefined;
    cause ??= incomplete ? incomplete.cause : outcome.reason;
    if (!incomplete) {
      failed.push(...partnos);
      continue;
    }
    for (const [partno, product] of incomplete.found) found.set(partno, product);
    failed.push(...incomplete.failed);
  }
  if (failed.length === 0) return found;
  if (found.size === 0) throw cause;
  throw new IncompleteLookupError(found, failed, cause);
}
