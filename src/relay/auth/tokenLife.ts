import { RelayOptionError } from '../errors';

const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;

/** The longest life a token may be given: about ten years. Past it, say no expiry (leave `--expires` out). */
const LONGEST_MS = 3_660 * UNIT_MS.d;

/**
 * A token's life from `--expires` (`90d`, `12h`, `8w`), in ms. A number without its unit is refused rather
 * than read as days or seconds.
 */
export function tokenLifeMs(text: string): number {
  const found = /^([1-9][0-9]{0,5})([hdw])$/.exec(text.trim());
  const ms = found ? Number(found[1]) * UNIT_MS[found[2] as keyof typeof UNIT_MS] : NaN;
  if (!(ms <= LONGEST_MS)) {
    throw new RelayOptionError(
      'expires',
      `--expires takes a whole number of hours, days or weeks, at most about ten years, such as 90d, 12h or 8w; "${text}" is not one.`,
    );
  }
  return ms;
}
